#!/usr/bin/env python3
"""Validate nib manifests against the published JSON Schema.

usage: validate-manifests.py SCHEMA MANIFEST...
Prints one line per invalid manifest and a final "N valid, M invalid" line; exits 1 if any is invalid.
"""
import json
import sys

import jsonschema


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    valid = invalid = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8") as handle:
            manifest = json.load(handle)
        errors = sorted(validator.iter_errors(manifest), key=lambda error: list(error.absolute_path))
        if errors:
            invalid += 1
            first = errors[0]
            where = "/".join(str(part) for part in first.absolute_path)
            print(f"{path}: /{where}: {first.message[:300]}")
        else:
            valid += 1
    print(f"{valid} valid, {invalid} invalid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
