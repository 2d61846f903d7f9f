"""library_guard's record: a name added to a recorded class, or a function of a recorded module
replaced, is named; a module's new names and plain data are not judged; putting things back
clears it."""
import torch

from anvil.runtime import library_guard


def test_changes_to_recorded_classes_and_modules_are_named():
    changed = library_guard.record()
    assert changed() is None
    relu = torch.relu
    try:
        torch.nn.Module.anvil_test_added = 1
        assert changed() == "`torch.nn.Module` has a name it did not have: `anvil_test_added`"
        del torch.nn.Module.anvil_test_added
        torch.relu = torch.sigmoid
        assert changed() == "`torch.relu` was replaced"
    finally:
        torch.relu = relu
        if "anvil_test_added" in vars(torch.nn.Module):
            del torch.nn.Module.anvil_test_added
    assert changed() is None
    torch.anvil_test_new_name = print  # a module's new name: imports add submodules lazily
    torch.utils.deterministic.fill_uninitialized_memory = not torch.utils.deterministic.fill_uninitialized_memory
    try:
        assert changed() is None
    finally:
        del torch.anvil_test_new_name
        torch.utils.deterministic.fill_uninitialized_memory = not torch.utils.deterministic.fill_uninitialized_memory


def test_no_grad_and_the_profilers_step_bookkeeping_are_watched():
    """Red-team round 28: no_grad's __exit__ runs after an audited round's profiler stopped, and
    the profiler's step bookkeeping at its start and stop; both were writable unwatched."""
    from torch.autograd.profiler import KinetoStepTracker
    with torch.profiler.profile():  # its first use imports Dynamo, which wraps torch's functions
        pass
    changed = library_guard.record()
    with torch.profiler.profile():
        pass
    assert changed() is None  # a profiler's own start and stop change nothing watched
    exit_ = torch.no_grad.__exit__
    try:
        torch.no_grad.__exit__ = lambda *a: None
        assert changed() == "`torch.autograd.grad_mode.no_grad.__exit__` was replaced"
    finally:
        torch.no_grad.__exit__ = exit_
    assert changed() is None
    init = vars(KinetoStepTracker)["init_step_count"]
    try:
        KinetoStepTracker.init_step_count = classmethod(lambda cls, r: None)
        assert changed() == "`torch.autograd.profiler.KinetoStepTracker.init_step_count` was replaced"
    finally:
        KinetoStepTracker.init_step_count = init
    assert changed() is None
