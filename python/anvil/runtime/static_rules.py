"""The tables behind the static gate: which imports are allowed, which names and attributes are
forbidden and why, and what counts as PyTorch compute versus glue (allocation, views, casts).
Kept apart from the analyser so policy changes are data changes (docs/reasons.md explains them)."""

from __future__ import annotations

import re

ALLOWED_IMPORTS = {
    "torch", "torch.nn", "torch.nn.functional", "triton", "triton.language",
    "math", "numbers", "typing", "functools", "itertools", "operator", "collections", "dataclasses",
    "enum", "__future__", "abc", "contextlib", "warnings",
    # the initialisers reached as nn.init (import torch.nn.init as init, as completions also write)
    "torch.nn.init",
}
ALLOWED_PREFIXES = ("triton.language.extra", "triton.language.math", "triton.language.standard",
                    "triton.language.core", "typing_extensions", "triton.tools.tensor_descriptor",
                    "torch.nn.modules.utils", "torch.nn.common_types")

# Private names of torch that convolution and pooling code copied from PyTorch uses: argument
# normalisers, type aliases and assertions (`torch._check(cond, message)` takes a bool, not a
# tensor, and calls `message` only to raise with its text); none reaches anything else. nn.Linear's and
# nn.ConvNd's reset_parameters, which completions copy to initialise their own parameters as the
# reference does, take the bias bound from init._calculate_fan_in_and_fan_out (a tensor's sizes,
# two ints back).
PRIVATE_ALLOWED = ("torch.nn.modules.utils._single", "torch.nn.modules.utils._pair", "torch.nn.modules.utils._triple",
                   "torch.nn.modules.utils._quadruple", "torch.nn.modules.utils._ntuple", "torch.nn.common_types",
                   "torch._assert", "torch._check", "torch.nn.init._calculate_fan_in_and_fan_out")

# Of typing_extensions, the types that annotate: the rest evaluates strings as code (ForwardRef,
# get_type_hints, get_annotations(eval_str=True), evaluate_forward_ref).
TYPING_EXTENSIONS_ALLOWED = {"Literal", "Annotated", "Self", "TypeAlias", "Final", "Protocol", "TypedDict",
                             "NamedTuple", "Optional", "Union", "Any", "override", "ParamSpec", "TypeVar",
                             "Concatenate", "Unpack", "Required", "NotRequired", "Never", "LiteralString",
                             "Callable", "Sequence", "List", "Dict", "Tuple", "ClassVar", "Generic", "final",
                             "Iterable", "Iterator", "Type", "Mapping", "Set", "FrozenSet", "Deque", "DefaultDict",
                             "OrderedDict", "Counter", "Text", "NoReturn", "TypeGuard", "TypeIs"}

# Of `warnings`, what a kernel's wrapper needs: the rest formats and shows warnings through
# linecache, reading any file it is named (warnings.formatwarning(..., "/etc/passwd", 1)), and
# catch_warnings(record=True) with warn(stacklevel=n) names the runtime's line that called forward,
# which differs between audited and other calls.
WARNINGS_ALLOWED = {"warn", "simplefilter", "filterwarnings"}

# Triton's host-side tensor descriptor (its TMA tutorials build one with TensorDescriptor.from_tensor);
# the rest of triton.tools runs tools (disasm, AOT compile).
TRITON_TOOLS_ALLOWED = ("triton.tools.tensor_descriptor",)

# Modules completions import for a self-test or benchmark in their `__main__` block (which anvil
# leaves out): allowed while no name they bind is used in the code that runs.
IMPORTS_FOR_MAIN_BLOCK = {"time", "timeit", "sys", "os", "random", "numpy", "argparse", "statistics",
                          "logging", "torch.testing", "triton.testing", "torch.utils.benchmark"}

# Submodules that `from torch import X` must not bring in (plain attributes such as dtypes pass).
FORBIDDEN_SUBMODULES = {
    "torch.multiprocessing", "torch.distributed", "torch.utils", "torch.testing", "torch.profiler",
    "torch._C", "torch.library", "torch._dynamo", "torch._inductor", "torch.compiler",
    "torch.autograd", "torch.jit", "torch.backends", "torch.hub", "torch.overrides", "torch._ops",
    # Quantization and pruning helpers, among them getattr by a dotted string (getattr_from_fqn).
    "torch.ao",
    "triton.testing", "triton.runtime", "triton.compiler", "triton.backends", "triton.knobs", "triton.tools",
}

MODULE_REASONS = {
    "threads": ("threading", "_thread", "multiprocessing", "concurrent", "asyncio", "signal", "sched",
                "torch.multiprocessing"),
    "file_access": ("os", "pathlib", "shutil", "tempfile", "io", "glob", "fileinput", "zipfile", "tarfile",
                    "pickle", "shelve", "sqlite3", "linecache", "posix"),
    "network": ("socket", "http", "urllib", "requests", "ssl", "ftplib", "smtplib", "xmlrpc", "telnetlib",
                "socketserver", "websocket", "httpx", "aiohttp"),
    "subprocess": ("subprocess", "pty", "pexpect"),
    "ctypes": ("ctypes", "cffi", "mmap", "_ctypes"),
    "introspection": ("gc", "inspect", "sys", "traceback", "types", "weakref", "builtins", "__builtin__",
                      "dis", "tracemalloc", "faulthandler", "atexit"),
    "dynamic_code": ("importlib", "runpy", "marshal", "code", "codeop", "imp", "pkgutil", "zipimport"),
    "streams": ("torch.cuda", "triton.testing", "torch.profiler", "torch.autograd.profiler"),
    "env_access": (),
}

# Page-locked host memory and copies that return before they land: a host read of such a copy,
# with no synchronisation, tells whether the stream is still busy (the judge's lead spin before a
# timed call, absent from the audited round after the timed rounds), so a candidate could tell
# timed calls from audited ones and compute with a library only in the former (round 36). Refused as
# names, keywords and strings; `non_blocking` given by position too (NON_BLOCKING_POSITION).
HOST_ASYNC_NAMES = {"non_blocking", "pin_memory", "is_pinned"}
# Tensor methods whose positional argument at this index (0-based) is non_blocking:
# copy_(src, non_blocking), cuda(device, non_blocking), type(dtype, non_blocking),
# to(device, dtype, non_blocking) (to(other, non_blocking) and to(dtype, non_blocking): a bool literal).
NON_BLOCKING_POSITION = {"copy_": 1, "cuda": 1, "type": 1, "to": 2}
# torch's dtypes by name: the second positional argument of `to(device, dtype)` honest files write.
TORCH_DTYPES = {"torch." + d for d in (
    "float32", "float", "float64", "double", "float16", "half", "bfloat16", "complex64", "cfloat", "complex128",
    "cdouble", "complex32", "chalf", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "short", "int32", "int",
    "int64", "long", "bool", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz")}

OS_ENV_ATTRS = {"environ", "getenv", "putenv", "unsetenv", "environb"}
OS_PROCESS_ATTRS = {"system", "popen", "fork", "forkpty", "kill", "killpg", "getppid", "execv", "execve",
                    "execvp", "execl", "spawnv", "spawnl", "posix_spawn", "_exit", "abort", "setsid", "wait",
                    "waitpid"}

REASON_HINT = {
    "forbidden_import": "only torch, torch.nn, torch.nn.functional, triton, triton.language and small "
                        "standard helpers (math, functools, typing, ...) may be imported",
    "threads": "no threads, processes, signals or async",
    "file_access": "no files or OS access",
    "network": "no network",
    "subprocess": "no subprocesses",
    "ctypes": "no ctypes/cffi/mmap",
    "introspection": "no introspection of the interpreter, frames or objects",
    "dynamic_code": "no dynamic code execution or imports",
    "streams": "no CUDA streams, events, graphs or synchronisation: anvil times the whole device",
    "gpu_clock": "no reading of the GPU's clocks (%globaltimer, %clock) in kernels: timing is anvil's",
    "env_access": "no environment variables",
    "torch_compute": "forward must compute with Triton kernels",
    "monkeypatch": "no changes to library modules or classes",
    "try_except": "no suppressed errors: a failing kernel must fail, not fall back",
}

FORBIDDEN_BUILTINS = {
    "eval": "dynamic_code", "exec": "dynamic_code", "compile": "dynamic_code", "__import__": "dynamic_code",
    "breakpoint": "dynamic_code", "input": "dynamic_code",
    "open": "file_access",
    "getattr": "introspection", "setattr": "introspection", "delattr": "introspection",
    "globals": "introspection", "locals": "introspection", "vars": "introspection", "dir": "introspection",
    "__builtins__": "introspection", "memoryview": "ctypes", "exit": "subprocess", "quit": "subprocess",
    "id": "ctypes", "hash": "ctypes",  # an object's address (hash is it rotated): with a pointer, its memory
}

# The module-level dunder names a candidate may read; the others hand out the import machinery
# (`__loader__` writes files with set_data and runs them with load_module, `__spec__`, `__cached__`)
# or the interpreter (`__builtins__`, `__class__`).
# `__all__`, `__version__` and `__author__` are the candidate's own (the interpreter sets none).
DUNDER_NAMES_ALLOWED = {"__name__", "__doc__", "__debug__", "__all__", "__version__", "__author__"}

# Declarations a class body may assign (never read): attribute layout, TorchScript constants,
# match-statement order, and `__hash__ = None` (unhashable); none of them runs anything.
CLASS_DECLARATIONS = {"__slots__", "__constants__", "__match_args__", "__hash__"}

INTROSPECTION_ATTRS = {
    "__dict__", "__class__", "__globals__", "__code__", "__builtins__", "__subclasses__", "__closure__",
    "__origin__",  # typing.Type.__origin__ is type itself (the three-argument class builder)
    "__args__", "__parameters__",  # a generic's arguments: typing.Tuple[type(x)].__args__[0] is `type`
    "__func__", "__self__", "__bases__", "__mro__", "__getattribute__", "__setattr__", "__delattr__",
    "__module__", "__defaults__", "__kwdefaults__", "__wrapped__", "__loader__", "__spec__", "__reduce__",
    "__reduce_ex__", "__getstate__", "__setstate__", "_getframe", "f_back", "f_globals", "f_locals",
    "f_code", "gi_frame", "tb_frame", "cr_frame", "__torch_function__", "__torch_dispatch__",
    "_C", "_ops", "_dynamo", "_inductor", "__new__", "__init_subclass__", "__set_name__",
    "__annotations__", "__annotate__",
    # A module's __getattr__ imports its submodules by name (torch.__getattr__("_dynamo")), and
    # __import__ reached as an attribute (of a builtins module) is import itself.
    "__getattr__", "__import__", "__build_class__",
    # A descriptor's class (a method-wrapper's __objclass__ is FunctionType: functions from code
    # objects), a ForwardRef's compiled code, super's internals, dataclasses' live field table
    # (a field renamed there is pasted into the next subclass's generated source).
    "__objclass__", "__forward_code__", "__forward_arg__", "__get__", "__set__", "__self_class__",
    "__thisclass__", "__dataclass_fields__", "__dataclass_params__",
    # A class's method resolution order as a list: abc.ABCMeta.mro()[1] is `type` itself, and
    # so is abc.ABCMeta.__base__ (enum.EnumMeta's too): the three-argument class builder.
    "mro", "__base__",
    # A generator's code object: with code.replace and a FunctionType (types keeps it, and so do
    # dataclasses and contextlib as attributes) it runs under names the gate never read.
    "gi_code", "cr_code", "ag_code", "ag_frame", "gi_yieldfrom", "cr_await", "ag_await",
}

# Attributes named after modules that reach files, processes, native code or the interpreter: on
# any object (torch.sys, an object's module attribute), whatever the chain's root.
MODULE_ATTRS = {"os", "sys", "builtins", "importlib", "subprocess", "ctypes", "socket", "threading",
                "multiprocessing", "shutil", "pathlib", "pickle", "gc", "inspect", "marshal", "runpy", "signal",
                "posix", "linecache", "tempfile", "_thread", "io",
                # Modules kept under attributes of library objects on the way to the builtins
                # (TritonSemantic(None).lang.knobs.re.enum.bltns.exec), or that call by name or
                # build code (operator.methodcaller, types.FunctionType, traceback's frames).
                "re", "enum", "bltns", "lang", "semantic", "types", "operator", "traceback", "weakref",
                "atexit", "dis", "ast", "copyreg", "site", "zipimport", "pydoc"}
# Names Triton's interpreter puts in a kernel's module for its rewritten kernels: never a file's.
INTERPRETER_INTERNAL_NAMES = {"interpreter_semantic", "_InterpreterComparison"}

# A Triton kernel's attributes beyond these hand out its source, its globals or its compiler
# (kernel.get_capture_scope()["__builtins__"], kernel.rewriter, kernel.src = ...).
# `warmup` compiles without launching and gives back the runtime's view of the compiled kernel
# (compiled_view.py: its counts, metadata and a launch; not Triton's object with its binary).
# An autograd Function's staticmethods whose first parameter is the context torch hands them.
FUNCTION_CTX_METHODS = {"forward", "backward", "setup_context", "jvp", "vjp"}
# nn.Module's iterators over its tensors and submodules: a loop over them holds no class.
MODULE_ITERATORS = {"parameters", "named_parameters", "buffers", "named_buffers", "modules", "named_modules",
                    "children", "named_children"}
# Containers of torch.nn whose items are modules (add_module refuses anything else): a loop over one
# hands its variable module objects.
MODULE_CONTAINERS = {"torch.nn.ModuleList", "torch.nn.Sequential"}
# nn.ModuleList under the names an import can give it: iterating one yields the modules it holds.
MODULE_LISTS = {"torch.nn.ModuleList", "torch.nn.modules.container.ModuleList"}
MODULE_DICTS = {"torch.nn.ModuleDict", "torch.nn.modules.container.ModuleDict"}
# nn.Module's ways to reach a submodule other than by its attribute (an item put in a ModuleList there).
MODULE_WALKERS = {"children", "modules", "named_children", "named_modules", "get_submodule", "set_submodule",
                  "apply", "_apply", "_modules", "register_module", "add_module"}
# torch.nn's modules whose layers hold no parameters and compute (activations, pooling, losses, ...), and the
# layers of those modules that do hold some (red-team round 39).
PARAMETERLESS_LAYER_MODULES = {"activation", "pooling", "loss", "distance", "padding", "pixelshuffle", "upsampling",
                               "channelshuffle", "fold"}
LAYERS_WITH_PARAMETERS = {"PReLU", "MultiheadAttention", "AdaptiveLogSoftmaxWithLoss"}
# The methods that run an nn.Module's forward (a layer's, when taken from a torch layer class).
LAYER_RUNNERS = ("forward", "__call__", "_call_impl", "_wrapped_call_impl")
# Builtins the gate reads by their spelling as decorators (a staticmethod's first parameter, a
# classmethod's cls, a property's getter): the file may not bind these names (red-team round 28).
DESCRIPTOR_BUILTINS = ("staticmethod", "classmethod", "property")
# Decorators an autograd Function's staticmethods take besides @staticmethod that call the method
# with the arguments torch handed them (the context first).
FUNCTION_CTX_DECORATORS = {"torch.amp.custom_fwd", "torch.amp.custom_bwd", "torch.cuda.amp.custom_fwd",
                           "torch.cuda.amp.custom_bwd", "torch.autograd.function.once_differentiable"}
# A tensor's own attributes that completions set (C-level setters that take a bool or a tensor and
# keep no Python attribute); the parameters of a torch.nn layer they set them on.
TENSOR_SETTERS = {"requires_grad", "data", "grad"}
LAYER_PARAMETERS = {"weight", "bias"}
# torch.nn classes that keep any value handed to them as an attribute of its key's name
# (ParameterDict({"weight": torch.Tensor}).weight): no layer whose weight is a parameter (round 30).
ATTRIBUTE_HOLDERS = {"torch.nn.ParameterDict", "torch.nn.modules.container.ParameterDict"}
# torch's functions that always make a new tensor.
TENSOR_FACTORIES = {"torch." + f for f in ("empty", "empty_like", "zeros", "zeros_like", "ones", "ones_like", "full",
                                           "full_like", "empty_strided", "rand", "randn", "arange", "tensor")}
KERNEL_ATTRS_ALLOWED = {"best_config", "configs", "keys", "arg_names", "__name__", "warmup"}
# Private names of Triton's objects that honest code calls: loading a compiled kernel now (the
# fused-softmax tutorial, before it reads the register count); on the view, nothing else.
TRITON_PRIVATE_CALLS = {"_init_handles"}

# A namedtuple's public API starts with an underscore (so as not to clash with field names).
NAMEDTUPLE_API = {"_replace", "_asdict", "_fields", "_make", "_field_defaults"}
# Private names of library objects a file may still use as its own attribute on self, where it
# assigns self.<name> itself (self._base = 10000.0, a RoPE base): on any object they give data
# (a view's base tensor, a version counter, a sparse tensor's parts), never an address or a hook.
OWN_PRIVATE_COLLISIONS = {"_base", "_version", "_values", "_indices"}

# Methods that create an attribute named by their first (string) argument: the file's own.
REGISTERS_NAME = {"register_buffer", "register_parameter", "register_module", "add_module"}
KERNEL_INTERNALS = {"rewriter", "get_capture_scope", "src", "device_caches", "cache_hook", "compiled_hook",
                    # the dependency finder's (value, fn.__globals__) pairs, the key that fills them,
                    # launch hooks, and the compiler's classes a kernel keeps after its first launch
                    "used_global_vals", "cache_key", "pre_run_hooks", "add_pre_run_hook", "ASTSource",
                    "CompiledKernel", "rewritten_fn"}

# Of INTROSPECTION_ATTRS, torch's private modules (torch._ops, torch._C...): an attribute of the
# file's own object may carry such a name (self._ops = RowOps(), probe 26) where the file binds it
# on self in a method of a class whose methods never run on a foreign self (own_self_attribute).
TORCH_PRIVATE_MODULE_NAMES = {"_C", "_ops", "_dynamo", "_inductor"}

# They copy attributes named by strings (assigned=/updated=): getattr and setattr in disguise.
WRAPPER_COPIERS = ("functools.update_wrapper", "functools.wraps")

# Hooks run what they are given inside forward, out of the gate's sight of forward's code.
HOOK_REGISTRATIONS = {"register_forward_hook", "register_forward_pre_hook", "register_full_backward_hook",
                      "register_full_backward_pre_hook", "register_backward_hook", "register_module_forward_hook",
                      "register_module_forward_pre_hook", "register_hook", "register_parametrization"}

HOOK_METHODS = {"__torch_function__", "__torch_dispatch__", "__getattr__", "__getattribute__",
                "__del__", "__init_subclass__", "__class_getitem__", "__array_function__",
                # An object in a class statement's bases hands back the real bases, computed: a
                # Tensor subclass (or anything) the gate never named (red-team round 25).
                "__mro_entries__",
                "__cuda_array_interface__", "__dlpack__"}

# Names whose attributes must never be assigned (in addition to every imported alias).
PATCHABLE_ROOTS = {"torch", "triton", "tl", "F", "nn", "math", "functools", "builtins"}

# Layers whose construction in __init__ is fine and whose call is not compute.
NN_NON_COMPUTE = {"Parameter", "ParameterList", "ParameterDict", "Buffer", "Module", "ModuleList", "ModuleDict",
                  "Identity"}

# How a function becomes a kernel of an operator (op.register_kernel("cuda")(fn), @op.register_fake):
# it then runs in place of the operator's body, so it is judged as forward's.
OPERATOR_REGISTRATIONS = {"register_kernel", "register_fake", "register_autograd", "register_torch_dispatch",
                          "register_vmap", "register_autocast"}

# A container's methods that only read it.
READING_METHODS = ("get", "keys", "values", "items", "copy", "index", "count")

# Builtins that only read the container they are handed.
READING_BUILTINS = {"len", "sorted", "list", "tuple", "iter", "enumerate", "zip", "isinstance", "min", "max",
                    "any", "all", "set", "frozenset", "reversed", "repr", "str", "print", "bool", "map", "filter"}

# Builtins the gate reads by their spelling elsewhere (a class handed to isinstance is not a use as
# a value, reading builtins only read their container, super().__init__): the file may bind these
# names only as a method never read in its class body (a launcher's `min`) (red-team round 28).
SPELLED_BUILTINS = READING_BUILTINS | {"issubclass", "super", "hasattr"}

# Tensor methods that run a Python function on each element: no operator the audit could see.
PYTHON_ELEMENT_METHODS = {"apply_", "map_", "map2_"}

# Bases that give a class of the file no methods of a library's (torch.Tensor would: .softmax).
PLAIN_BASES = {"object", "typing.Protocol", "typing.Generic", "abc.ABC", "typing_extensions.Protocol"}
# Class decorators that hand the class itself back.
PLAIN_CLASS_DECORATORS = {"dataclasses.dataclass", "functools.total_ordering", "typing.final",
                          "typing_extensions.final", "enum.unique", "typing.runtime_checkable",
                          "typing_extensions.runtime_checkable"}
# Method decorators that call the method as it is, under a grad mode (@torch.no_grad()).
GRAD_MODE_DECORATORS = {"torch.no_grad", "torch.inference_mode", "torch.enable_grad"}

# Decorators that keep what a function returns (a cache of it).
CACHE_DECORATORS = ("functools.cache", "functools.lru_cache")

# PyTorch's precision switches, read to choose how a tl.dot rounds (as torch.matmul would). Setting
# one changes torch: that stays monkeypatching.
TORCH_SWITCHES_READ = {"torch.backends.cuda.matmul.allow_tf32", "torch.backends.cudnn.allow_tf32",
                       "torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction",
                       "torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction"}

# Switches completions set to a literal True/False, mostly at import or in __init__ (TF32 off for an
# fp32 comparison, cuDNN's autotuner): they change only PyTorch's own matmuls and convolutions,
# which forward may not run, and nothing the runtime in the candidate's process does. Only the
# plain assignment of a bool constant is allowed (anywhere); reading the cuDNN ones stays refused.
TORCH_SWITCHES_SET = {"torch.backends.cuda.matmul.allow_tf32", "torch.backends.cudnn.allow_tf32",
                      "torch.backends.cudnn.benchmark", "torch.backends.cudnn.deterministic"}

# torch.compiler's decorator that keeps Dynamo out of a function (it calls the function, computes
# nothing) and its queries.
TORCH_COMPILER_ALLOWED = {"torch.compiler.disable", "torch.compiler.is_compiling", "torch.compiler.is_dynamo_compiling"}

# TorchScript's markers (probe 30): `@torch.jit.ignore`/`unused`/`export` set an attribute on the
# function and hand it back (they matter only to torch.jit.script, which stays refused with the rest
# of torch.jit), and is_scripting/is_tracing are queries, False outside TorchScript. A torch function
# handed to one is still a torch function taken as a value (round 39).
TORCH_JIT_MARKERS = {"torch.jit.ignore", "torch.jit.unused", "torch.jit.export", "torch.jit.is_scripting",
                     "torch.jit.is_tracing"}

# Deeper torch names that compute nothing: autocast is a mode switch like no_grad (it changes only
# PyTorch's own operators, which forward may not run), custom_fwd/custom_bwd decorate an autograd
# Function for it, broadcast_tensors returns views.
TORCH_NON_COMPUTE = {"torch.autocast", "torch.amp.autocast", "torch.cuda.amp.autocast", "torch.amp.custom_fwd",
                     "torch.amp.custom_bwd", "torch.cuda.amp.custom_fwd", "torch.cuda.amp.custom_bwd",
                     "torch.broadcast_tensors", *TORCH_COMPILER_ALLOWED, *TORCH_JIT_MARKERS}

TORCH_GLUE_FUNCTIONS = {
    "empty", "empty_like", "empty_strided", "zeros", "zeros_like", "ones", "ones_like", "full", "full_like",
    "arange", "tensor", "as_tensor", "as_strided", "device", "dtype", "Size", "is_tensor", "is_floating_point",
    "get_default_dtype", "finfo", "iinfo", "broadcast_shapes", "promote_types", "result_type", "no_grad",
    "inference_mode", "is_grad_enabled", "numel", "is_complex", "can_cast", "set_grad_enabled", "enable_grad",
    # The views and copies the tensor methods of the same names are (TENSOR_GLUE_METHODS).
    "reshape", "flatten", "unflatten", "transpose", "permute", "squeeze", "unsqueeze", "narrow", "split",
    "tensor_split", "chunk", "unbind", "t", "select", "movedim", "moveaxis", "swapaxes", "swapdims",
    "broadcast_to", "clone", "detach", "_assert", "_check",
    # Flattening, splitting and promoting the rank: reshapes and views (probe 23).
    "ravel", "hsplit", "vsplit", "dsplit", "atleast_1d", "atleast_2d", "atleast_3d",
}
TORCH_ACCELERATOR_QUERIES = {"device_count", "is_available", "current_accelerator", "current_device_index"}
# torch.cuda.device and device_of are guards that make a device (by index, or a tensor's) current:
# with one GPU visible, the one it already is.
# Of the `types` module (introspection: FunctionType, CodeType, FrameType...), the classes that are plain
# records: an attribute bag, as a dict or the file's own class would be (probe 27: `CFG =
# types.SimpleNamespace(...)`), and a read-only view of a mapping the file hands it (probe 31: `WARPS =
# types.MappingProxyType({...})`, a table no one can write; it reads only the mapping it wraps).
TYPES_RECORDS = {"SimpleNamespace", "MappingProxyType"}
# Of `collections.abc`, the abstract classes type hints name since PEP 585 (`from collections.abc import
# Sequence, Iterator`; probe 31): read only in annotations and isinstance/issubclass (_type_hint_only).
ABC_TYPE_HINTS = {"Callable", "Iterable", "Iterator", "Generator", "Sequence", "MutableSequence", "Mapping",
                  "MutableMapping", "Collection", "Container", "Sized", "Hashable", "Reversible", "Set",
                  "MutableSet", "KeysView", "ItemsView", "ValuesView", "Awaitable", "Coroutine",
                  "AsyncIterable", "AsyncIterator", "AsyncGenerator", "Buffer"}
# A module logger's message methods (probe 27: `logger = logging.getLogger(__name__)` at module level and
# `logger.debug("...", grid)` in forward). Handlers, levels, records, frames (`logging.currentframe` is
# sys._getframe) and keywords (stack_info, stacklevel, extra) stay out of reach.
LOGGER_MESSAGES = {"debug", "info", "warning", "error", "critical"}
TORCH_CUDA_QUERIES = {"get_device_properties", "current_device", "device_count", "is_available",
                      "get_device_capability", "get_device_name", "device", "device_of"}

TENSOR_GLUE_METHODS = {
    "view", "view_as", "reshape", "reshape_as", "permute", "transpose", "t", "expand", "expand_as", "squeeze",
    "unsqueeze", "flatten", "unflatten", "contiguous", "narrow", "split", "chunk", "unbind", "select",
    "to", "float", "half", "bfloat16", "double", "int", "long", "bool", "short", "char", "byte", "type",
    "cuda", "cpu", "size", "dim", "ndimension", "numel", "nelement", "stride", "storage_offset", "data_ptr",
    "element_size", "is_contiguous", "fill_", "zero_", "new_empty", "new_zeros", "new_full", "new_ones",
    "new_tensor", "detach", "requires_grad_", "clone", "copy_", "item", "tolist", "is_floating_point",
    "get_device", "movedim", "swapaxes", "swapdims", "as_strided", "type_as", "is_complex", "unfold", "diagonal",
    "ravel", "hsplit", "vsplit", "dsplit", "tensor_split",
}

TENSOR_COMPUTE_METHODS = {
    "sum", "mean", "max", "min", "amax", "amin", "argmax", "argmin", "prod", "std", "var", "norm", "softmax",
    "log_softmax", "exp", "exp_", "log", "log_", "log1p", "expm1", "sqrt", "rsqrt", "sigmoid", "sigmoid_",
    "tanh", "tanh_", "relu", "relu_", "gelu", "matmul", "mm", "bmm", "mv", "dot", "addmm", "addmm_", "baddbmm",
    "addbmm", "einsum", "cumsum", "cumsum_", "cumprod", "sort", "argsort", "topk", "kthvalue", "median",
    "mode", "gather", "scatter", "scatter_", "scatter_add", "scatter_add_", "scatter_reduce",
    "index_select", "index_add", "index_add_", "index_copy", "index_fill", "index_put", "index_put_",
    "masked_fill", "masked_fill_", "masked_scatter", "masked_select", "where", "clamp", "clamp_", "clip",
    "clip_", "abs", "abs_", "neg", "neg_", "pow", "pow_", "add", "add_", "sub", "sub_", "mul", "mul_", "div",
    "div_", "true_divide", "floor_divide", "remainder", "fmod", "addcmul", "addcmul_", "addcdiv", "lerp",
    "maximum", "minimum", "logsumexp", "erf", "erfc", "sin", "cos", "floor", "ceil", "round", "trunc",
    "sign", "square", "reciprocal", "eq", "ne", "gt", "lt", "ge", "le", "all", "any", "nonzero", "unique",
    "repeat", "repeat_interleave", "flip", "roll", "tril", "triu", "diag", "outer", "cross", "softplus",
    "silu", "hardswish", "elu", "leaky_relu", "logical_and", "logical_or", "logical_not", "bitwise_and",
    "count_nonzero", "histc", "bincount", "cummax", "cummin", "nan_to_num", "lt_", "gt_", "tensordot",
    "sub_", "mul_", "frac", "logit", "xlogy", "hypot", "atan2", "sinh", "cosh", "asin", "acos", "atan",
    "renorm", "dist", "diff", "put_", "take", "take_along_dim", "conv2d", "linear", "baddbmm_", "apply_",
    "map_", "exponential_", "normal_", "uniform_", "random_", "bernoulli_", "multinomial",
    "backward",  # runs autograd's backward (the candidate's or PyTorch's) inside forward
    # Red-team round 39: computing methods the list lacked (`y.clamp_min(0)` is a ReLU, `a.addmv(m, v)` a
    # cuBLAS product), each refused only by the audit before. Names the file's own objects often have
    # (`self.inner = Block()`) are in COMPUTE_METHODS_UNLESS_OWN_NAME instead.
    "clamp_min", "clamp_min_", "clamp_max", "clamp_max_", "multiply", "multiply_", "subtract", "subtract_",
    "divide", "divide_", "absolute", "absolute_", "exp2", "exp2_", "log2", "log2_", "log10", "log10_", "tan",
    "tan_", "fmax", "fmin", "heaviside", "float_power", "logaddexp", "logaddexp2", "nansum", "nanmean",
    "quantile", "nanquantile", "aminmax", "logcumsumexp", "msort", "addmv", "addmv_", "addr", "addr_", "kron",
    "ger", "vdot", "matrix_power", "matrix_exp", "sinc", "sgn", "hardshrink", "prelu", "erfinv", "lgamma",
    "digamma", "copysign", "sqrt_", "rsqrt_", "square_", "reciprocal_", "sin_", "cos_", "floor_", "ceil_",
    "round_", "trunc_", "sign_", "expm1_", "log1p_", "erf_", "erfc_", "fmod_", "remainder_", "frac_", "lerp_",
    "addcdiv_", "cumprod_", "bitwise_not", "bitwise_or", "bitwise_xor", "logical_xor", "isnan", "isinf",
    "isfinite", "signbit", "deg2rad", "rad2deg", "arctan2", "asinh", "acosh", "atanh", "arcsin", "arccos",
    "arctan", "greater_equal", "less_equal", "not_equal", "scatter_reduce_", "index_reduce", "index_fill_",
    "index_copy_", "masked_scatter_", "diag_embed", "diagflat", "rot90", "fliplr", "flipud", "corrcoef",
    "logdet", "inverse", "pinverse", "cholesky", "slogdet",
}

# Glue methods whose result is again a tensor, and attributes that are views of one: a computing
# method called on such a value of a tensor is the tensor's (red-team round 41, static_gate._surely_tensor).
TENSOR_RETURNING_GLUE = {
    "view", "view_as", "reshape", "reshape_as", "permute", "transpose", "t", "expand", "expand_as", "squeeze",
    "unsqueeze", "flatten", "unflatten", "contiguous", "narrow", "select", "to", "float", "half", "bfloat16",
    "double", "int", "long", "bool", "short", "char", "byte", "cuda", "cpu", "fill_", "zero_", "new_empty",
    "new_zeros", "new_full", "new_ones", "detach", "clone", "copy_", "movedim", "swapaxes", "swapdims",
    "as_strided", "type_as", "unfold", "diagonal", "ravel"}
TENSOR_VIEW_ATTRS = {"T", "mT", "H", "mH", "data", "real", "imag"}
# A tensor's storage in forward: only its metadata. Its elements (`bytes(s)`, `s.tolist()`, `s[i]`,
# iteration) are the tensor's values in Python, and bytes() records no operator at all (red-team round 41).
STORAGE_GETTERS = {"untyped_storage", "storage"}
STORAGE_METADATA = {"data_ptr", "nbytes", "size", "element_size", "device", "dtype", "is_cuda"}

# Computing tensor methods whose names the file's own objects often carry (`self.inner = Block()`,
# `def trace(...)`): computing unless the file stores or defines a member of that name (red-team round 39:
# `a.inner(b.t())` is cuBLAS's product).
COMPUTE_METHODS_UNLESS_OWN_NAME = {"inner", "trace", "tile", "fix", "det", "qr", "svd", "lu", "less", "greater",
                                   "cov"}

# Calls that build a list, set or dict: a name bound only to these has Python's methods (set.add,
# list.sort), not a tensor's.
CONTAINER_CALLS = {"list", "set", "dict", "sorted", "frozenset", "collections.OrderedDict",
                   "collections.defaultdict", "collections.deque", "collections.Counter"}


def import_allowed(mod: str) -> bool:
    return mod in ALLOWED_IMPORTS or mod.startswith(ALLOWED_PREFIXES)


def reason_for_module(mod: str) -> str:
    for reason, mods in MODULE_REASONS.items():
        for m in mods:
            if mod == m or mod.startswith(m + "."):
                return reason
    return "forbidden_import"


# Standard modules that allowed packages happen to re-export (torch.threading, torch.os, ...).
_REEXPORTED = {m for mods in MODULE_REASONS.values() for m in mods if "." not in m} | {"time", "random"}


# Entry points of allowed packages that reach files, the network, native code or threads.
QUALIFIED_REASONS = {
    "torch.from_file": "file_access", "torch.load": "file_access", "torch.save": "file_access",
    "torch.serialization": "file_access", "torch.UntypedStorage.from_file": "file_access",
    "torch.TypedStorage.from_file": "file_access", "torch.Tensor.tofile": "file_access",
    "torch.hub": "network", "torch.ops.load_library": "ctypes", "torch.classes.load_library": "ctypes",
    "torch.utils.cpp_extension": "subprocess", "torch.jit.fork": "threads", "torch.jit.wait": "threads",
    "torch.futures": "threads", "triton.knobs": "introspection", "torch.ops": "torch_compute",
    # Returns a module (torch.cuda for "cuda"): every name of it, and of the modules it imports,
    # reached through a call's result, which the gate cannot resolve.
    "torch.get_device_module": "introspection",
    # Triton's runtime classes, made by hand around any function (a kernel is made with @triton.jit):
    # their attributes hand out the function's globals and the compiler.
    "triton.JITFunction": "introspection", "triton.KernelInterface": "introspection",
    "triton.runtime.JITFunction": "introspection", "triton.runtime.KernelInterface": "introspection",
    "triton.runtime.jit": "introspection",
    # Compiles from a source object or an IR file's path and returns Triton's CompiledKernel, whose
    # binary a file could swap before loading it (a kernel's launch and warmup give a view instead).
    "triton.compile": "introspection",
    # These evaluate annotations written as strings: code the gate never reads as code.
    "typing.get_type_hints": "dynamic_code", "typing.ForwardRef": "dynamic_code",
    # A generic's parts as values: typing.get_origin(typing.Type[int]) is `type` itself (the
    # three-argument class builder), get_args(Tuple[torch.Tensor])[0] a library class the gate
    # no longer names (red-team round 25; __args__ and __origin__ are refused as attributes).
    "typing.get_origin": "introspection", "typing.get_args": "introspection",
    "triton.aggregate": "dynamic_code", "triton.language.core._aggregate": "dynamic_code",  # get_type_hints
    "functools.singledispatch": "dynamic_code", "functools.singledispatchmethod": "dynamic_code",
    # Imports modules from an archive it is handed (any object with read/seek will do): code.
    "torch.package": "dynamic_code",
    # A compiler writes the kernels from PyTorch code (TorchInductor generates Triton): not the
    # candidate's kernels, whatever its own kernels are named.
    "torch.compile": "torch_compute", "torch.export": "torch_compute", "torch.fx": "torch_compute",
    # Quantized and fused layers (torch.ao's, under torch.nn's old names): fbgemm and friends
    # compute there, outside the aten operators.
    "torch.nn.quantized": "torch_compute", "torch.nn.quantizable": "torch_compute",
    "torch.nn.intrinsic": "torch_compute", "torch.nn.qat": "torch_compute",
    # TorchScript's custom classes (torch.classes.cuda.Stream among them).
    "torch.classes": "streams",
    # Runs modules in threads of its own, which the audit's profiler does not record.
    "torch.nn.parallel": "threads",
    "operator.methodcaller": "introspection", "operator.attrgetter": "introspection",
    # contextlib's nullcontext/contextmanager are harmless; suppress is a try/except in disguise.
    "contextlib.suppress": "try_except", "contextlib.chdir": "file_access",
    "contextlib.redirect_stdout": "introspection", "contextlib.redirect_stderr": "introspection",
}

# Names allowed as a base or metaclass in a class statement but not called: called, each builds a
# class from strings and a namespace the gate never reads, as type(name, bases, dict) does
# (TypedDict("T", {"a, b": int}) gives annotations whose keys are any strings, which dataclasses
# pastes into the source it executes).
CLASS_BUILDERS = {"typing.TypedDict", "typing_extensions.TypedDict", "abc.ABCMeta", "enum.EnumMeta",
                  "enum.EnumType", "dataclasses.make_dataclass", "enum.Enum", "enum.IntEnum", "enum.Flag",
                  "enum.IntFlag", "enum.StrEnum"}


# torch.autograd.Function is how a differentiable operator with its own kernels is written: its
# forward launches them (and is judged like ModelNew.forward); anvil never calls backward. The rest
# of torch.autograd (grad, the graph's saved-tensor hooks, the profiler) stays refused.
TORCH_AUTOGRAD_FUNCTION = ("torch.autograd.Function", "torch.autograd.function.Function",
                           "torch.autograd.function.FunctionCtx", "torch.autograd.function.once_differentiable")
AUTOGRAD_NOT_FORWARD = ("backward", "vjp", "jvp")


# PyTorch's documented ways to make a Triton kernel an operator: torch.library.triton_op and
# custom_op define a new one (neither can replace an existing operator's kernels; what is
# registered for it runs under the audit) and wrap_triton launches the kernel inside triton_op.
# The rest of torch.library (impl, Library, define, ...) stays refused.
TORCH_LIBRARY_TRITON = ("triton_op", "wrap_triton", "custom_op")


def existing_operator(ns: str, name: str) -> bool:
    """Whether torch already has the operator ns::name (in this process, before candidate code)."""
    import torch
    try:
        torch._C._dispatch_find_schema_or_throw(f"{ns}::{name}", "")
    except RuntimeError:
        return False
    return True


# A GPU clock read in a kernel would let a candidate tell the judge's calls apart by their spacing
# (timed calls come back to back, audited ones after a round trip) and behave only when watched.
# Triton exposes one as tl.extra.cuda.globaltimer; inline PTX can read any special register, so
# its text must be a literal the gate can read, without these.
CLOCK_FUNCTIONS = ("globaltimer",)
INLINE_ASM = ("triton.language.inline_asm_elementwise", "triton.language.core.inline_asm_elementwise")
PTX_CLOCK = re.compile(r"%(globaltimer|clock|pm[0-7]|envreg)")


# What a candidate may reach of Triton's driver (`triton.runtime.driver.<...>`): queries only. The
# rest loads and launches kernel binaries of any origin (`active.utils.load_binary`), hands out
# the stream (`active.get_current_stream`) or torch's device module (`active.get_device_interface`).
TRITON_DRIVER_QUERIES = ("active.get_active_torch_device", "active.get_current_target",
                         "active.get_current_device", "active.utils.get_device_properties")


# NumPy computes on the host, outside the candidate's kernels, and records no PyTorch operator:
# reached through a tensor (`x.numpy()`, the array protocols) or a module that imported it
# (`torch.nn.functional.np`).
HOST_ARRAY_ATTRS = {"numpy", "__array__", "__array_interface__", "__array_struct__", "__array_wrap__"}
# A Triton tensor's IR value: in Triton's interpreter the NumPy array of its values (`v.handle.data @
# w.handle.data` multiplied with NumPy's BLAS inside a "kernel"; no GPU compiles it, and a kernel can
# keep it out of the compile check: `if hasattr(v.handle, "data"):` is a constant the compiler prunes).
TRITON_VALUE_INTERNALS = {"handle"}
# Built-ins that ask what a value is, called in a @triton.jit function's body. Triton's compiler
# evaluates them at compile time (isinstance, hasattr: its builtin namespace) and prunes a branch on
# the answer; the interpreter evaluates them on other objects (raw ints for constexprs, NumPy-backed
# handles, triton.language's functions replaced by its own lambdas), so
# `if not hasattr(tl.load, "__triton_builtin__"):` runs, in interpreter mode only, a branch no
# compile check sees (Python computing on scalars: `float(str(v)[1:-1])`). The others (type, str,
# repr, callable) the compiler does not have at all: only a pruned branch could hold them.
KERNEL_TYPE_QUERIES = {"isinstance", "issubclass", "hasattr", "callable", "type", "str", "repr", "format", "ascii"}
# Triton's functions whose arguments are messages (red-team round 33): the only place a kernel may
# write an f-string. Elsewhere text of a value differs between compiler (`64`, an IR value) and
# interpreter (`constexpr[64]`, NumPy's text), and the compiler prunes a branch on a comparison of it.
KERNEL_MESSAGE_CALLS = {"static_assert", "static_print", "device_print", "device_assert"}
# Triton's functions with an effect beyond their value (red-team round 34): in a kernel's `a or
# f(...)` the compiler emits f for every program (a dynamic operand does not short-circuit at compile
# time) and the interpreter calls it only where `a` is false (Python's `or` on its scalar), so a
# store there ran on a GPU and not in interpreter mode. A later operand of `and`/`or` may call only
# triton.language's functions without one.
KERNEL_EFFECT_CALLS = {"store", "atomic_add", "atomic_and", "atomic_cas", "atomic_max", "atomic_min", "atomic_or",
                       "atomic_xchg", "atomic_xor", "device_print", "device_assert", "static_print", "static_assert",
                       "debug_barrier", "inline_asm_elementwise", "print", "store_tensor_descriptor",
                       "make_tensor_descriptor", "assume"}
NUMPY_NAMES = {"np", "numpy"}
# The local namespace in which Triton's interpreter runs a kernel's def again at its first launch
# (FunctionRewriter: triton.jit's keyword arguments, as InterpretedFunction keeps them; red-team
# round 37): a parameter default naming one of them reads the jit's keyword there (`debug`, `repr`:
# None unless given) and the file's global or builtin in the def Triton's JIT binds.
INTERPRETER_REWRITE_LOCALS = {"version", "do_not_specialize", "do_not_specialize_on_alignment", "debug", "noinline",
                              "repr", "launch_metadata"}


# The packages a candidate may import from (torch, triton and the small standard helpers).
LIBRARY_ROOTS = frozenset(m.split(".")[0] for m in ALLOWED_IMPORTS)


def reason_for_qualified(full: str) -> str | None:
    """Reason a fully qualified name (through import aliases) is forbidden, or None."""
    parts = full.split(".")
    library = parts[0] in LIBRARY_ROOTS
    if parts[0] == "warnings" and len(parts) >= 2 and parts[1] not in WARNINGS_ALLOWED:
        return "file_access"
    if parts[0] == "typing_extensions" and len(parts) >= 2 and parts[1] not in TYPING_EXTENSIONS_ALLOWED:
        return "dynamic_code"
    if library and "from_file" in parts:  # torch.FloatStorage.from_file and every other storage's
        return "file_access"
    if any(full == t or full.startswith(t + ".") for t in TRITON_TOOLS_ALLOWED + PRIVATE_ALLOWED):
        return None
    if library and set(parts[1:]) & NUMPY_NAMES:
        return "forbidden_import"
    if library and set(parts[1:]) & OS_ENV_ATTRS:
        return "env_access"
    if library:
        for part in parts[1:]:
            if part in _REEXPORTED:
                return reason_for_module(part)
    for i in range(len(parts), 1, -1):
        hit = QUALIFIED_REASONS.get(".".join(parts[:i]))
        if hit:
            return hit
    if library and any(p.startswith("_") and not p.endswith("__") for p in parts[1:]):
        # Private parts: typing._eval_type evaluates strings, torch._export.aot_compile runs
        # TorchInductor, triton._C is the native library; no kernel needs them.
        return "introspection"
    if full in TORCH_NON_COMPUTE:
        return None
    if parts[0] == "torch" and len(parts) >= 3 and parts[1] == "cuda":
        if parts[2] in TORCH_CUDA_QUERIES:
            return None
        return "streams"
    if parts[0] == "torch" and len(parts) >= 2 and parts[1] in ("Stream", "Event"):
        return "streams"
    if parts[:2] == ["torch", "accelerator"] and not (len(parts) == 3 and parts[2] in TORCH_ACCELERATOR_QUERIES):
        return "streams"  # torch.cuda's streams and synchronisation, for any device
    if parts[:2] == ["torch", "library"] and len(parts) == 3 and parts[2] in TORCH_LIBRARY_TRITON:
        return None
    if full in TORCH_AUTOGRAD_FUNCTION or full in TORCH_SWITCHES_READ or full in TORCH_COMPILER_ALLOWED \
            or full in TORCH_JIT_MARKERS:
        return None
    if parts[0] == "torch" and len(parts) >= 2 and "torch." + parts[1] in FORBIDDEN_SUBMODULES:
        return "streams" if parts[1] in ("profiler",) else "introspection"
    if parts[0] == "triton" and len(parts) >= 2 and "triton." + parts[1] in FORBIDDEN_SUBMODULES:
        if parts[1:3] == ["runtime", "driver"]:
            rest = ".".join(parts[3:])
            if not rest or any(rest == q or rest.startswith(q + ".") for q in TRITON_DRIVER_QUERIES):
                return None  # device queries (e.g. the SM count for a persistent grid), as Triton's tutorials do
            return "introspection"  # the rest of the driver loads binaries, launches and hands out streams
        return "streams" if parts[1] == "testing" else "introspection"
    if parts[0] == "os":
        if len(parts) >= 2 and parts[1] in ("environ", "getenv", "putenv", "unsetenv", "environb"):
            return "env_access"
    if full.startswith("triton.language.extra.") and parts[-1] in CLOCK_FUNCTIONS:
        return "gpu_clock"
    return None


def torch_call_is_compute(full: str) -> bool:
    """A call of torch.<...> (fully qualified) that computes rather than allocates or reshapes."""
    parts = full.split(".")
    if full in TORCH_NON_COMPUTE:
        return False
    if len(parts) >= 2 and parts[1] in ("cuda", "accelerator"):
        return False  # streams/queries are judged by reason_for_qualified
    if full.startswith(("torch.nn.functional.", "torch.special.", "torch.linalg.", "torch.fft.",
                        "torch.sparse.", "torch.nested.")):
        return True
    if full.startswith("torch.nn."):
        return False  # constructing a layer; calling it is judged separately
    if full.startswith("torch.Tensor."):
        return parts[-1] not in TENSOR_GLUE_METHODS
    if len(parts) == 2:
        return parts[1] not in TORCH_GLUE_FUNCTIONS and not parts[1][0].isupper()
    # Deeper names: torch.functional.einsum, torch.func.vjp (which runs an autograd Function's
    # backward), torch.distributions, torch.masked compute. Those allowed elsewhere are judged by
    # reason_for_qualified (torch.library.triton_op, torch.autograd.Function).
    return not (full in TORCH_AUTOGRAD_FUNCTION or parts[:2] in (["torch", "library"], ["torch", "autograd"]))
