"""Which module's header group each public header belongs to (HACKING.md,
"Where things are"): a group header include/urikit/<module>.hpp is its
module's; any other header belongs to the earliest module (in ORDER) whose
group header includes it. Shared by api_rules.py and module_arrows.py."""
import pathlib
import re

ORDER = ["core", "idna", "rfc3986", "iri", "web", "pattern", "http", "crawl", "capi"]
GROUP_HEADER = {m: f"{m}.hpp" for m in ORDER if m != "capi"}
GROUP_HEADER["capi"] = "urikit.h"


def included(text):
    return re.findall(r"#include <urikit/([a-z0-9_]+\.h(?:pp)?)>", text)


def groups(include_dir):
    """{header file name: module} for every header a group reaches directly."""
    include_dir = pathlib.Path(include_dir)
    group = {}
    for module in ORDER:
        header = include_dir / GROUP_HEADER[module]
        if header.exists():
            group.setdefault(header.name, module)
    for module in ORDER:
        header = include_dir / GROUP_HEADER[module]
        if not header.exists():
            continue
        for name in included(header.read_text()):
            group.setdefault(name, module)
    return group


def include_breaches(root):
    """A file of src/<module>/ (or grammar/, which sits after core) that
    includes a public header of a later module's group."""
    root = pathlib.Path(root)
    group = groups(root / "include" / "urikit")
    breaches = []
    folders = [(m, root / "src" / m) for m in ORDER] + [("core", root / "grammar")]
    for module, folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.suffix not in (".cpp", ".hpp", ".h"):
                continue
            for name in included(path.read_text()):
                theirs = group.get(name)
                if theirs and ORDER.index(theirs) > ORDER.index(module):
                    breaches.append(f"{path.relative_to(root)} ({module}) includes <urikit/{name}> of the {theirs} group")
    return breaches
