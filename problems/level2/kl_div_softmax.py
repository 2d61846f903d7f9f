"""Knowledge-distillation loss per row: temperature-scaled KL divergence between two softmax distributions."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["log_softmax", "kl_div", "loss", "fusion", "reduction", "row-output"],
    "description": "T^2 * KL(softmax(teacher/T) || softmax(student/T)) for every row (one value per row).",
    "flops": "16 * batch * classes",
    "bytes": "2 * batch * classes * 4 + batch * 4",
    "shapes": {
        "cpu": {"batch": 8, "classes": 200},
        "cpu_extra": [{"batch": 5, "classes": 97}],
        "extra": [{"batch": 3000, "classes": 50257}],
    },
}

# H200 eager estimate: two divisions (2 x 2 GB), two log_softmax (2 x 2 GB), kl_div elementwise (3 GB)
# and its sum (1 GB) over 1 GB logit tensors -> ~12 GB -> ~3.4 ms (measured 4.8 ms, 2026-11-29).
# One value per row, not the batch mean: a mean over 8192 rows of random logits is nearly the same
# number for every input draw, which `anvil problems lint` rejects (a candidate could ignore inputs).
batch = 8192
classes = 32000
temperature = 2.0


class Model(nn.Module):
    def __init__(self, temperature):
        super().__init__()
        self.temperature = temperature

    def forward(self, student, teacher):
        t = self.temperature
        log_p = F.log_softmax(student / t, dim=-1)
        log_q = F.log_softmax(teacher / t, dim=-1)
        return F.kl_div(log_p, log_q, reduction="none", log_target=True).sum(dim=-1) * (t * t)


def get_inputs():
    return [torch.randn(batch, classes) * 3.0, torch.randn(batch, classes) * 3.0]


def get_init_inputs():
    return [temperature]
