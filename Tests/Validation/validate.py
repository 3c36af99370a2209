#!/usr/bin/env python3
"""Validate AuditKitLinux reports with standard validators.

Usage:
  validate.py check                 exit 0 when the validators are importable, 3 otherwise
  validate.py sarif FILE...         SARIF 2.1.0 JSON schema (jsonschema, formats checked) + consistency
  validate.py junit FILE...         JUnit XML schema junit-10.xsd (xmlschema) + count consistency

Exit status: 0 valid, 1 invalid (errors on stdout), 2 usage error, 3 validators missing.
The schemas are the files beside this script; README.md says where they come from.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SARIF_SCHEMA = os.path.join(HERE, "sarif-schema-2.1.0.json")
JUNIT_XSD = os.path.join(HERE, "junit-10.xsd")


def load_validators():
    try:
        import jsonschema  # noqa: F401
        import rfc3986_validator  # noqa: F401  (lets jsonschema check "uri" / "uri-reference")
        import xmlschema  # noqa: F401
    except ImportError as error:
        print(f"validators missing: {error} (run .ci/install-validators)")
        sys.exit(3)


def validate_sarif(path):
    import jsonschema

    with open(SARIF_SCHEMA, encoding="utf-8") as f:
        schema = json.load(f)
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = [f"{path}: {'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}"
              for e in sorted(validator.iter_errors(log), key=lambda e: list(map(str, e.absolute_path)))]
    # Consistency the schema cannot express (SARIF 2.1.0 §3.27.6, §3.27.7).
    for r, run in enumerate(log.get("runs") or []):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        ids = [rule.get("id") for rule in rules]
        if len(ids) != len(set(ids)):
            errors.append(f"{path}: runs/{r}: duplicate reportingDescriptor ids")
        for i, result in enumerate(run.get("results") or []):
            index = result.get("ruleIndex", -1)
            if index >= 0 and (index >= len(rules) or rules[index].get("id") != result.get("ruleId")):
                errors.append(f"{path}: runs/{r}/results/{i}: ruleIndex {index} does not point at ruleId {result.get('ruleId')!r}")
            for loc in result.get("locations", []):
                base = loc.get("physicalLocation", {}).get("artifactLocation", {}).get("uriBaseId")
                if base and base not in (run.get("originalUriBaseIds") or {}):
                    errors.append(f"{path}: runs/{r}/results/{i}: uriBaseId {base!r} not in originalUriBaseIds")
    return errors


def validate_junit(path):
    import xmlschema
    import xml.etree.ElementTree as ET

    # A test case's `file` and `line` are not in junit-10.xsd, but JUnit annotators read them
    # (mikepenz/action-junit-report, GitLab's unit test reports); pytest's xunit1 family writes
    # them. Checked here (a file named, a line a positive integer with a file), then left out of
    # the schema check, which holds for the rest.
    tree = ET.parse(path)
    errors = []
    for case in tree.getroot().iter("testcase"):
        file, line = case.attrib.pop("file", None), case.attrib.pop("line", None)
        where = f"{path}: testcase {case.get('name')!r}"
        if file is not None and not file:
            errors.append(f"{where}: empty file attribute")
        if line is not None and (file is None or not line.isdigit() or int(line) < 1):
            errors.append(f"{where}: line={line!r} is not a positive line of a named file")
    schema = xmlschema.XMLSchema(JUNIT_XSD)
    errors += [f"{path}: {e.path}: {e.reason}" for e in schema.iter_errors(tree)]
    if errors:
        return errors
    root = tree.getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    total_tests = total_failures = 0
    for suite in suites:
        cases = suite.findall("testcase")
        failed = sum(1 for c in cases if c.find("failure") is not None)
        skipped = sum(1 for c in cases if c.find("skipped") is not None)
        name = suite.get("name")
        if int(suite.get("tests")) != len(cases):
            errors.append(f"{path}: testsuite {name!r}: tests={suite.get('tests')} but {len(cases)} testcases")
        if int(suite.get("failures")) != failed:
            errors.append(f"{path}: testsuite {name!r}: failures={suite.get('failures')} but {failed} failed testcases")
        if suite.get("skipped") is not None and int(suite.get("skipped")) != skipped:
            errors.append(f"{path}: testsuite {name!r}: skipped={suite.get('skipped')} but {skipped} skipped testcases")
        total_tests += len(cases)
        total_failures += failed
    if root.tag == "testsuites":
        if root.get("tests") is not None and int(root.get("tests")) != total_tests:
            errors.append(f"{path}: testsuites: tests={root.get('tests')} but {total_tests} testcases")
        if root.get("failures") is not None and int(root.get("failures")) != total_failures:
            errors.append(f"{path}: testsuites: failures={root.get('failures')} but {total_failures} failed testcases")
    return errors


def main(argv):
    if len(argv) < 2 or argv[1] not in ("check", "sarif", "junit") or (argv[1] != "check" and len(argv) < 3):
        print(__doc__)
        return 2
    load_validators()
    if argv[1] == "check":
        import importlib.metadata as metadata
        print(", ".join(f"{name} {metadata.version(name)}" for name in ("jsonschema", "rfc3986-validator", "xmlschema")))
        return 0
    validate = validate_sarif if argv[1] == "sarif" else validate_junit
    errors = []
    for path in argv[2:]:
        try:
            errors += validate(path)
        except Exception as error:  # unreadable or malformed input is a validation failure
            errors.append(f"{path}: {type(error).__name__}: {error}")
    for line in errors:
        print(line)
    if not errors:
        print(f"valid: {len(argv) - 2} file(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
