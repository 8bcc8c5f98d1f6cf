#!/usr/bin/env python3
"""Validates JSON files against a JSON Schema (docs/formats/*.schema.json).

    scripts/validate-json.py SCHEMA FILE...

Checks the schema itself first, then every FILE, and prints one line per problem:
"FILE: /json/pointer: what is wrong". Exit status: 0 when every file conforms, 1 when a file
does not (or is not JSON), 2 when the schema is unusable or the command line is wrong.
Needs python3-jsonschema (Debian 12: 4.10; newer versions work too). Date-times are checked by
the schema's own patterns, and by the format checker too where its helper module is installed.
"""

import pathlib
import warnings
import json
import sys
from collections import defaultdict

try:
    import jsonschema
    from jsonschema import validators
except ImportError:
    sys.stderr.write("validate-json: the Python module jsonschema is missing "
                     "(Debian: apt-get install python3-jsonschema)\n")
    sys.exit(2)


def refuse_constant(name):
    # Python's json reads NaN and Infinity, which are not JSON; a Qt reader refuses them.
    raise ValueError(f"{name} is not a JSON value")


def load_json(path):
    with open(path, "rb") as f:
        data = f.read()
    return json.loads(data.decode("utf-8"), parse_constant=refuse_constant)


def pointer(path):
    parts = [str(p).replace("~", "~0").replace("/", "~1") for p in path]
    return "/" + "/".join(parts)


def rejects_branch(errors):
    """True when a oneOf/anyOf branch is plainly about something else: the instance has
    another type, or its discriminator (`event`, `kind`) names another branch."""
    for e in errors:
        if e.validator == "type" and len(e.relative_path) == 0:
            return True
        if e.validator == "const" and len(e.relative_path) == 1:
            return True
    return False


def explain(error):
    """The errors worth showing for `error`: for a oneOf or anyOf, the errors of the one
    branch the instance was meant for, rather than "is not valid under any of the given
    schemas"."""
    if error.validator not in ("oneOf", "anyOf") or not error.context:
        return [(error.absolute_path, error.message)]
    branches = defaultdict(list)
    for sub in error.context:
        branches[sub.relative_schema_path[0]].append(sub)
    meant = [errs for errs in branches.values() if not rejects_branch(errs)]
    if len(meant) == 1:
        return [item for sub in meant[0] for item in explain(sub)]
    if not meant:
        # Every branch is about something else: say what the discriminator may be.
        expected = []
        key = None
        for errs in branches.values():
            for e in errs:
                if e.validator == "const" and len(e.relative_path) == 1:
                    key = e.relative_path[0]
                    expected.append(e.validator_value)
                elif e.validator == "type" and len(e.relative_path) == 0:
                    expected.append(e.validator_value)
        expected = ", ".join(repr(x) for x in dict.fromkeys(expected))
        instance = error.instance
        if key is not None and isinstance(instance, dict):
            return [(list(error.absolute_path) + [key], f"{instance.get(key)!r} is not one of {expected}")]
        return [(error.absolute_path, f"{instance!r} is not of type {expected}")]
    best = jsonschema.exceptions.best_match(error.context)
    return [(error.absolute_path, f"{error.message}; for example: {best.message}")]


def shorten(message, limit=300):
    return message if len(message) <= limit else message[:limit] + "…"


def main(argv):
    if len(argv) < 3 or argv[1] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 2
    schema_path, files = argv[1], argv[2:]
    try:
        schema = load_json(schema_path)
    except (OSError, ValueError) as e:
        sys.stderr.write(f"{schema_path}: cannot read the schema: {e}\n")
        return 2
    cls = validators.validator_for(schema)
    try:
        cls.check_schema(schema)
    except jsonschema.exceptions.SchemaError as e:
        sys.stderr.write(f"{schema_path}: not a valid schema: {pointer(e.absolute_path)}: {e.message}\n")
        return 2
    format_checker = getattr(cls, "FORMAT_CHECKER", None) or jsonschema.FormatChecker()
    # A schema may refer to another beside it ("exercise-progress.schema.json#/$defs/event").
    # RefResolver is in every jsonschema from Debian 12's 4.10 on; newer ones only warn.
    warnings.simplefilter("ignore", DeprecationWarning)
    resolver = jsonschema.RefResolver(base_uri=pathlib.Path(schema_path).resolve().as_uri(), referrer=schema)
    validator = cls(schema, format_checker=format_checker, resolver=resolver)

    failed = False
    for path in files:
        try:
            instance = load_json(path)
        except (OSError, ValueError) as e:
            print(f"{path}: not a readable JSON file: {e}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
        for error in errors:
            for where, message in explain(error):
                print(f"{path}: {pointer(where)}: {shorten(message)}")
        failed = failed or bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
