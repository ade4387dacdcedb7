"""Compares ViewGraph's declarations (its symbol graph) with Apple's, as recorded in
scripts/swiftui-declarations.txt; see scripts/check-declarations for what is compared.

Each record: `Symbol.path(labels:) | Apple's declaration | source page | iOS introduced`
(the last field optional). Each listed difference: `Symbol.path(labels:) | aspect | reason`.
"""
import glob
import json
import re
import sys

MODULES = r"\b(?:Swift|SwiftUI|SwiftUICore|ViewGraph|Foundation|_Concurrency|CoreGraphics|Combine)\."
DROPPED_ATTRIBUTES = {
    "@export(implementation)", "@inlinable", "@discardableResult", "@_disfavoredOverload",
    "@_inheritActorContext", "@_implicitSelfCapture", "@_alwaysEmitIntoClient", "public", "open",
    "final", "convenience", "@frozen", "@usableFromInline", "@MainActor(unsafe)",
}
KEYWORDS = ("init", "func", "var", "let", "struct", "enum", "class", "protocol", "typealias",
            "subscript", "case", "actor")
PROPERTY_KINDS = {"let": "property", "var": "property"}
# Protocols whose members are main-actor isolated unless marked `nonisolated`: there the
# keyword decides a member's isolation, so it is compared as written.
ISOLATED_PROTOCOLS = {"View", "Scene", "App", "Commands", "ToolbarContent", "TableRowContent",
                      "CustomizableToolbarContent", "TabContent", "ViewModifier"}


def split_top(text, separator=","):
    """Splits at `separator` outside (), [], <> (an arrow's `>` does not close)."""
    parts, depth, current, i = [], 0, "", 0
    while i < len(text):
        c = text[i]
        if text.startswith("->", i):
            current += "->"
            i += 2
            continue
        if c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        if c == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
        i += 1
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def closing(text, start):
    """The index of the bracket closing the one at `start`."""
    pairs = {"(": ")", "<": ">", "[": "]"}
    depth, i = 0, start
    while i < len(text):
        if text.startswith("->", i):
            i += 2
            continue
        if text[i] == text[start]:
            depth += 1
        elif text[i] == pairs[text[start]]:
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return len(text) - 1


def normalize_type(text, generics):
    text = re.sub(MODULES, "", text)
    for index, name in enumerate(generics):
        text = re.sub(rf"\b{re.escape(name)}\b", f"τ{index}", text)
    # A global actor's function type is Sendable (SE-0434): the symbol graph spells the
    # `@Sendable` the documentation leaves out.
    text = re.sub(r"@MainActor\s+@Sendable", "@MainActor", text)
    text = re.sub(r"@Sendable\s+@MainActor", "@MainActor", text)
    text = text.replace("-> ()", "-> Void")
    # Foundation's `typealias TimeInterval = Double`: the symbol graph spells the alias out.
    text = re.sub(r"\bTimeInterval\b", "Double", text)
    return spell_optionals(re.sub(r"\s+", "", text))


def spell_optionals(text):
    """`Optional<T>` as `T?` (a function type parenthesised), as the symbol graph spells it."""
    while True:
        start = text.find("Optional<")
        if start < 0:
            return text
        depth, i = 0, start + len("Optional")
        while i < len(text):
            if text[i] == "<" or text[i] == "(":
                depth += 1
            elif text[i] == ")" or (text[i] == ">" and text[i - 1] != "-"):
                depth -= 1
                if depth == 0:
                    break
            i += 1
        inner = text[start + len("Optional<"):i]
        wrapped = f"({inner})" if "->" in inner else inner
        text = text[:start] + wrapped + "?" + text[i + 1:]


def parse(declaration):
    """Attributes, kind, name, generic names, constraints, parameters and result."""
    text = declaration.strip()
    attributes = set()
    while True:
        match = re.match(r"(@\w+(?:\([^)]*\))?|nonisolated|static|mutating|public|open|final|"
                         r"convenience|override|nonmutating|indirect)\s+", text)
        if not match or text.startswith(KEYWORDS):
            break
        attributes.add(match.group(1))
        text = text[match.end():]
    attributes -= DROPPED_ATTRIBUTES
    match = re.match(r"(\w+)\s*", text)
    kind = match.group(1) if match else ""
    text = text[match.end():] if match else text
    name = ""
    if kind != "init":
        match = re.match(r"(`?[\w$]+`?)\s*", text)
        name = match.group(1) if match else ""
        text = text[match.end():] if match else text
    generics, constraints = [], set()
    if text.startswith("<"):
        end = closing(text, 0)
        for part in split_top(text[1:end]):
            generic_name, _, bound = part.partition(":")
            generics.append(generic_name.strip())
            if bound.strip():
                constraints.add(f"{generic_name.strip()}:{bound.strip()}")
        text = text[end + 1:].strip()
    parameters = None
    if text.startswith("("):
        end = closing(text, 0)
        parameters = split_top(text[1:end])
        text = text[end + 1:].strip()
    where = ""
    if " where " in f" {text}":
        text, _, where = f" {text}".partition(" where ")
        text = text.strip()
    for part in split_top(where) if where else []:
        constraints.add(re.sub(r"\s*(==|:)\s*", r"\1", part.strip().rstrip("{").strip()))
    # A property's accessors (`{ get set }`) are not part of its type.
    result = re.sub(r"\{[^}]*\}\s*$", "", text).strip()
    return {
        "attributes": attributes, "kind": kind, "name": name, "generics": generics,
        "constraints": constraints, "parameters": parameters, "result": result,
    }


def parameter(text, generics):
    """(builder, label, type, has default) of one parameter as written."""
    text = text.strip()
    builder = ""
    match = re.match(r"@(\w*Builder)\s+", text)
    if match:
        builder = "ViewBuilder" if match.group(1) == "ContentBuilder" else match.group(1)
        text = text[match.end():]
    head, colon, rest = text.partition(":")
    if not colon:  # an enum case's unlabelled payload: `case fixed(CGFloat)`
        head, rest = "_", head
    label = head.split()[0] if head.split() else head
    pieces = split_top(rest, "=") or [""]
    kind = normalize_type(pieces[0], generics)
    return (builder, label, kind, len(pieces) > 1)


def comparable(declaration, extra_constraints=()):
    parsed = parse(declaration)
    generics = parsed["generics"]
    rename = lambda text: normalize_type(text, generics)
    return {
        "attributes": parsed["attributes"],
        "kind": parsed["kind"],
        "generics": len(generics),
        "constraints": {rename(c) for c in parsed["constraints"]},
        "outer": {rename(c) for c in extra_constraints},
        "parameters": None if parsed["parameters"] is None
        else [parameter(p, generics) for p in parsed["parameters"]],
        "result": rename(parsed["result"].lstrip("-> ").strip()) if parsed["result"] else "",
    }


def differences(apple, ours, path):
    """The aspects in which `ours` differs from `apple`, with what each says."""
    found = []
    isolated_context = path.split(".")[0] in ISOLATED_PROTOCOLS
    for attribute in ("@MainActor", "@preconcurrency", "nonisolated"):
        in_apple, in_ours = attribute in apple["attributes"], attribute in ours["attributes"]
        if attribute == "nonisolated" and not isolated_context and apple["kind"] in (
                "init", "struct", "enum", "class", "typealias", "var", "let", "func"):
            # Outside a main-actor protocol ViewGraph's types are not actor-isolated: a member
            # without the keyword is nonisolated already.
            continue
        if in_apple != in_ours:
            found.append(("isolation", f"Apple {'has' if in_apple else 'has no'} {attribute}"))
    # A stored `let` and a get-only `var` read alike at every use site: the kind compared is
    # "property" for both (a setter shows in the declaration's accessors, not its keyword).
    if PROPERTY_KINDS.get(apple["kind"], apple["kind"]) != PROPERTY_KINDS.get(ours["kind"],
                                                                          ours["kind"]):
        found.append(("kind", f"Apple: {apple['kind']}, ViewGraph: {ours['kind']}"))
    if apple["generics"] != ours["generics"] or not apple["constraints"] <= (
            ours["constraints"] | ours["outer"]):
        found.append(("generics", f"Apple: {sorted(apple['constraints'])} ({apple['generics']} "
                      f"parameters), ViewGraph: {sorted(ours['constraints'] | ours['outer'])} "
                      f"({ours['generics']})"))
    if apple["parameters"] is not None and ours["parameters"] is not None:
        if [p[1] for p in apple["parameters"]] != [p[1] for p in ours["parameters"]]:
            found.append(("labels", f"Apple: {[p[1] for p in apple['parameters']]}, "
                          f"ViewGraph: {[p[1] for p in ours['parameters']]}"))
        else:
            for a, o in zip(apple["parameters"], ours["parameters"]):
                if a[2] != o[2]:
                    found.append(("types", f"{a[1]}: Apple {a[2]}, ViewGraph {o[2]}"))
                if a[0] != o[0]:
                    found.append(("builder", f"{a[1]}: Apple @{a[0] or 'none'}, ViewGraph "
                                  f"@{o[0] or 'none'}"))
                if a[3] != o[3]:
                    found.append(("defaults", f"{a[1]}: Apple {'has' if a[3] else 'has no'} "
                                  "a default"))
    # An opaque result (`some View`) may be any type: ViewGraph names its modifiers' types.
    if apple["result"] and not apple["result"].startswith("some") and apple["result"] != ours[
            "result"] and apple["kind"] in ("func", "var", "subscript", "typealias"):
        found.append(("result", f"Apple: {apple['result']}, ViewGraph: {ours['result']}"))
    return found


def introduced(symbol):
    for entry in symbol.get("availability", []) or []:
        if entry.get("domain") == "iOS" and "introduced" in entry:
            version = entry["introduced"]
            return (version.get("major", 0), version.get("minor", 0))
    return None


def ranking_coverage(paths, ranking_path, top, excluded_path):
    """Each of the `top` most used names of the corpus ranking must have a recorded
    declaration, or be listed in `excluded_path` as a name whose uses are not SwiftUI's."""
    names = set()
    for path in paths:
        components = path.split(".")
        names.add(components[0])
        names.update("." + c.split("(")[0] for c in components[1:])
    excluded = {}
    for line in open(excluded_path):
        if line.strip() and not line.startswith("#"):
            name, _, reason = (part.strip() for part in line.partition("|"))
            excluded[name] = reason
    ranking = [line.split("\t")[0] for line in open(ranking_path)
               if line.strip() and not line.startswith("#")]
    missing = [(rank, name) for rank, name in enumerate(ranking[:top], 1)
               if name not in names and name not in excluded]
    recorded = sum(1 for name in ranking[:top] if name in names)
    print(f"Ranking coverage: of the {top} most used names, {recorded} recorded, "
          f"{sum(1 for name in ranking[:top] if name in excluded and name not in names)} "
          f"listed as not SwiftUI's uses ({excluded_path}), {len(missing)} missing")
    for rank, name in missing:
        print(f"  #{rank} {name}: no declaration recorded (record Apple's, or list the name "
              f"with its reason in {excluded_path})")
    return not missing


def main(folder, records_path, listed_path, ranking_path=None, top="0", excluded_path=None):
    symbols = {}
    for path in glob.glob(f"{folder}/ViewGraph*.symbols.json"):
        for symbol in json.load(open(path))["symbols"]:
            key = ".".join(symbol["pathComponents"])
            symbols.setdefault(key, []).append(symbol)
    listed = {}
    for line in open(listed_path):
        if line.strip() and not line.startswith("#"):
            path, aspect, reason = (part.strip() for part in line.split("|", 2))
            listed[(path, aspect)] = reason
    records, unlisted, seen_listed, paths = 0, [], set(), set()
    for number, line in enumerate(open(records_path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [part.strip() for part in line.split(" | ")]
        if len(fields) < 3 or not fields[2].startswith("http"):
            print(f"{records_path}:{number}: expected 'path | declaration | source page [| iOS x.y]'")
            sys.exit(1)
        path, declaration, source = fields[:3]
        records += 1
        paths.add(path)
        apple = comparable(declaration)
        candidates = symbols.get(path, [])
        if not candidates:
            found = [("missing", "ViewGraph declares no symbol of this path")]
        else:
            best = None
            for symbol in candidates:
                ours_text = "".join(f["spelling"] for f in symbol["declarationFragments"])
                outer = [f"{c['lhs']}{':' if c['kind'] == 'conformance' else '=='}{c['rhs']}"
                         for c in symbol.get("swiftGenerics", {}).get("constraints", [])]
                result = differences(apple, comparable(ours_text, outer), path)
                version = introduced(symbol)
                if version and len(fields) > 3:
                    wanted = tuple(int(x) for x in (fields[3].split()[-1].split(".") + ["0"])[:2])
                    if version > wanted:
                        result.append(("availability", f"Apple: iOS {fields[3]}, ViewGraph later"))
                if best is None or len(result) < len(best):
                    best = result
            found = best
        for aspect, detail in found:
            if (path, aspect) in listed:
                seen_listed.add((path, aspect))
            else:
                unlisted.append(f"  {path} [{aspect}]: {detail}\n    Apple: {declaration}\n    "
                                f"source: {source}")
    stale = sorted(set(listed) - seen_listed)
    print(f"Declarations compared with Apple's: {records} declarations of {len(paths)} symbol "
          f"paths; {len(seen_listed)} listed differences, {len(unlisted)} unlisted")
    if unlisted:
        print("Declarations that differ from Apple's (fix them, or list them with the reason in "
              f"{listed_path}):")
        print("\n".join(unlisted))
    if stale:
        print(f"Listed in {listed_path} but no longer different (remove them):")
        print("\n".join(f"  {path} [{aspect}]" for path, aspect in stale))
    covered = True
    if ranking_path and int(top) > 0:
        covered = ranking_coverage(paths, ranking_path, int(top), excluded_path)
    if unlisted or stale or not covered:
        sys.exit(1)


def self_test():
    """The comparison itself, shown failing where it must: a check that cannot fail is none."""
    apple = comparable("@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, "
                       "@ContentBuilder label: () -> Label)")
    cases = {
        "init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)":
            {"isolation", "types"},
        "@preconcurrency nonisolated init(action: @escaping @MainActor @Sendable () -> Void, "
        "@ViewBuilder label: () -> Label)": set(),
        "@preconcurrency nonisolated init(perform: @escaping @MainActor () -> Void, "
        "label: () -> Label)": {"labels"},
        "@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, "
        "label: () -> Label)": {"builder"},
        "@preconcurrency nonisolated init<S>(action: @escaping @MainActor () -> Void, "
        "@ViewBuilder label: () -> Label) where S : StringProtocol": {"generics"},
    }
    for ours, expected in cases.items():
        found = {aspect for aspect, _ in differences(apple, comparable(ours), "Button.init")}
        if found != expected:
            print(f"check-declarations self-test: {ours}\n  expected {sorted(expected)}, found "
                  f"{sorted(found)}")
            sys.exit(1)


if __name__ == "__main__":
    self_test()
    main(*sys.argv[1:7])
