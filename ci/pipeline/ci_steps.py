#!/usr/bin/env python3
"""Runs the shell steps of ocrgauge's GitHub Action (action.yml) or of a job of its
GitLab CI template (ci/templates/ocrgauge.gitlab-ci.yml) here, in bash, the way the CI
system would, for ci/pipeline/template-selftest. The files are read with a YAML library
(PyYAML), never by pattern.

    ci_steps.py action ACTION.yml --workdir DIR [--action-path DIR] [--input NAME=VALUE]...
                       [--until STEP_ID] [--results FILE]
    ci_steps.py gitlab TEMPLATE.yml --job NAME --workdir DIR [--var NAME=VALUE]...
                       [--node I/N] [--results FILE]

action: every input takes its default unless --input sets it; each `run:` step runs as
`bash --noprofile --norc -eo pipefail` (GitHub's `shell: bash`) in --workdir with its
`env:` filled in: ${{ inputs.X }}, ${{ github.action_path }} (--action-path, default the
folder of ACTION.yml), ${{ github.workspace }}, ${{ github.event.* }} (empty, as in a
push's run), ${{ steps.ID.outputs.N }} (from what the
earlier steps wrote to $GITHUB_OUTPUT) and `A || 'literal'`. GITHUB_OUTPUT (one file per
step), GITHUB_STEP_SUMMARY (one file for the job, --step-summary), GITHUB_WORKSPACE,
GITHUB_ACTION_PATH and RUNNER_TEMP are set. A `run:` holding ${{ }} is refused (template
injection: inputs go through env:). `uses:` steps are skipped with a note (their `with:`
filled in, in the results). `if:` is honoured for always(), success(), failure(),
cancelled() and !cancelled() on run steps; any other condition on a run step is refused.
The exit code is that of the first failing step (0 when none failed).

gitlab: the job's before_script and script run in one bash with `set -eo pipefail`, its
after_script in another (its status does not count), with the template's `variables:`
(overridden by --var; $VAR and ${VAR} references inside them expanded as GitLab does),
CI_NODE_INDEX and CI_NODE_TOTAL when --node is given (else unset, as in a job without
`parallel:`), CI, GITLAB_CI, CI_JOB_NAME and CI_PROJECT_DIR. The cache key is expanded
the same way and written to the results. The exit code is the script's.

--results FILE gets a JSON record of what ran (steps, exit codes, outputs, cache keys).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}", re.S)
PREFIX = "ci_steps:"


class Refused(Exception):
    """Something in the file this runner does not imitate: it stops rather than guess."""


def clean_environment():
    """This process's environment without OCRGAUGE_* settings, which a CI runner would
    not have: the files under test must set every one they read."""
    return {name: value for name, value in os.environ.items() if not name.startswith("OCRGAUGE_")}


def say(message):
    print(f"{PREFIX} {message}", flush=True)


def load(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def pairs(values, what):
    result = {}
    for item in values or []:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise Refused(f"{what} '{item}' is not NAME=VALUE")
        result[name] = value
    return result


# ---------------------------------------------------------------- GitHub Actions

class ActionContext:
    def __init__(self, inputs, action_path, workspace):
        self.inputs = inputs
        self.action_path = action_path
        self.workspace = workspace
        self.outputs = {}  # step id -> {name: value}

    def value(self, expression):
        """The value of one ${{ }} expression of the forms the action uses."""
        expression = expression.strip()
        alternatives = split_or(expression)
        if len(alternatives) > 1:
            for alternative in alternatives:
                result = self.value(alternative)
                if result:
                    return result
            return ""
        literal = re.fullmatch(r"'((?:[^']|'')*)'", expression)
        if literal:
            return literal.group(1).replace("''", "'")
        match = re.fullmatch(r"inputs\.([A-Za-z0-9_-]+)", expression)
        if match:
            if match.group(1) not in self.inputs:
                raise Refused(f"${{{{ {expression} }}}}: the action has no input '{match.group(1)}'")
            return self.inputs[match.group(1)]
        match = re.fullmatch(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)", expression)
        if match:
            return self.outputs.get(match.group(1), {}).get(match.group(2), "")
        if expression == "github.action_path":
            return self.action_path
        if expression == "github.workspace":
            return self.workspace
        if expression.startswith("github.event."):
            return ""  # as in a push event's run: no pull request
        raise Refused(f"expression ${{{{ {expression} }}}} is not one this runner evaluates")

    def fill(self, text):
        if not isinstance(text, str):
            return "" if text is None else str(text).lower() if isinstance(text, bool) else str(text)
        return EXPRESSION.sub(lambda match: self.value(match.group(1)), text)


def split_or(expression):
    """`a || 'b'` -> ['a', "'b'"], outside quotes."""
    parts, current, quoted, index = [], "", False, 0
    while index < len(expression):
        char = expression[index]
        if char == "'":
            quoted = not quoted
        if not quoted and expression.startswith("||", index):
            parts.append(current.strip())
            current, index = "", index + 2
            continue
        current += char
        index += 1
    parts.append(current.strip())
    return parts


def condition_holds(condition, job_ok):
    text = condition.strip()
    match = re.fullmatch(r"\$\{\{\s*(.*?)\s*\}\}", text, re.S)
    if match:
        text = match.group(1).strip()
    forms = {
        "always()": True,
        "success()": job_ok,
        "failure()": not job_ok,
        "cancelled()": False,
        "!cancelled()": True,
    }
    if text not in forms:
        raise Refused(f"if: {condition!r} is not one of {', '.join(forms)} (the forms this runner honours)")
    return forms[text]


def read_outputs(path):
    """GITHUB_OUTPUT's two forms: name=value, and name<<DELIMITER ... DELIMITER."""
    outputs = {}
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line:
            continue
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            value = []
            while index < len(lines) and lines[index] != delimiter:
                value.append(lines[index])
                index += 1
            index += 1
            outputs[name] = "\n".join(value)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
        else:
            raise Refused(f"GITHUB_OUTPUT line {line!r} is neither name=value nor name<<DELIMITER")
    return outputs


def run_action(args):
    action = load(args.file)
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        raise Refused(f"{args.file} is not a composite action (runs.using: {runs.get('using')!r})")
    declared = action.get("inputs") or {}
    inputs = {name: "" if spec.get("default") is None else str(spec["default"]) for name, spec in declared.items()}
    for name, value in pairs(args.input, "--input").items():
        if name not in declared:
            raise Refused(f"--input {name}: the action has no such input (it has {', '.join(declared)})")
        inputs[name] = value
    workspace = os.path.abspath(args.workdir)
    action_path = os.path.abspath(args.action_path or os.path.dirname(os.path.abspath(args.file)))
    context = ActionContext(inputs, action_path, workspace)
    scratch = tempfile.mkdtemp(prefix="ci-steps-")
    summary = os.path.abspath(args.step_summary or os.path.join(scratch, "step-summary.md"))
    open(summary, "a", encoding="utf-8").close()

    job_ok, first_failure, records = True, 0, []
    steps = runs.get("steps") or []
    for number, step in enumerate(steps, 1):
        step_id = step.get("id") or f"step{number}"
        name = step.get("name") or step.get("uses") or step_id
        record = {"id": step_id, "name": name}
        records.append(record)
        if "uses" in step:
            record["kind"] = "uses"
            record["uses"] = step["uses"]
            record["if"] = step.get("if")
            record["with"] = {key: context.fill(value) for key, value in (step.get("with") or {}).items()}
            record["status"] = "skipped"
            say(f"skipped '{name}': uses {step['uses']} (not run here) with {json.dumps(record['with'])}")
            continue
        record["kind"] = "run"
        if "run" not in step:
            raise Refused(f"step '{name}' has neither run: nor uses:")
        if EXPRESSION.search(step["run"]):
            raise Refused(f"step '{name}': its run: holds ${{{{ }}}} (pass values through env:)")
        if step.get("shell") != "bash":
            raise Refused(f"step '{name}': shell {step.get('shell')!r}, not bash")
        condition = step.get("if", "success()")
        if not condition_holds(str(condition), job_ok):
            record["status"] = "skipped"
            say(f"skipped '{name}' (if: {condition})")
            continue
        output_file = os.path.join(scratch, f"output-{number}")
        open(output_file, "w", encoding="utf-8").close()
        script = os.path.join(scratch, f"step-{number}.sh")
        with open(script, "w", encoding="utf-8") as handle:
            handle.write(step["run"])
        env = clean_environment()
        env.update({
            "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace,
            "GITHUB_ACTION_PATH": action_path, "GITHUB_OUTPUT": output_file,
            "GITHUB_STEP_SUMMARY": summary, "RUNNER_TEMP": scratch,
        })
        filled = {key: context.fill(value) for key, value in (step.get("env") or {}).items()}
        record["env"] = filled
        env.update(filled)
        directory = os.path.join(workspace, context.fill(step.get("working-directory", "")))
        say(f"running '{name}' ({step_id})")
        status = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                                cwd=directory, env=env).returncode
        context.outputs[step_id] = read_outputs(output_file)
        record.update(status="success" if status == 0 else "failure", exit=status, outputs=context.outputs[step_id])
        say(f"step '{name}' ({step_id}): exit {status}")
        if status != 0 and job_ok:
            job_ok, first_failure = False, status
        if args.until and step_id == args.until:
            break
    if args.until and args.until not in [record["id"] for record in records]:
        raise Refused(f"--until {args.until}: no step with that id")
    outputs = {name: context.fill(spec.get("value")) for name, spec in (action.get("outputs") or {}).items()}
    say(f"action outputs: {json.dumps(outputs)}; exit {first_failure}")
    write_results(args.results, {"steps": records, "outputs": outputs, "exit": first_failure,
                                 "step_summary": summary, "inputs": inputs})
    return first_failure


# ---------------------------------------------------------------------- GitLab CI

VARIABLE = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))")


def expand(text, variables):
    """GitLab's expansion of $VAR and ${VAR} (an unknown variable becomes empty)."""
    return VARIABLE.sub(lambda match: variables.get(match.group(1) or match.group(2), ""), str(text))


def variable_values(block):
    values = {}
    for name, value in (block or {}).items():
        if isinstance(value, dict):
            value = value.get("value", "")
        values[name] = "" if value is None else str(value)
    return values


def run_gitlab(args):
    template = load(args.file)
    job = template.get(args.job)
    if not isinstance(job, dict):
        raise Refused(f"{args.file} has no job '{args.job}'")
    if "extends" in job:
        raise Refused(f"job '{args.job}' uses extends:, which this runner does not imitate")
    workdir = os.path.abspath(args.workdir)
    predefined = {"CI": "true", "GITLAB_CI": "true", "CI_PROJECT_DIR": workdir, "CI_JOB_NAME": args.job}
    if args.node:
        match = re.fullmatch(r"([1-9][0-9]*)/([1-9][0-9]*)", args.node)
        if not match or int(match.group(1)) > int(match.group(2)):
            raise Refused(f"--node {args.node} is not I/N")
        predefined.update(CI_NODE_INDEX=match.group(1), CI_NODE_TOTAL=match.group(2),
                          CI_JOB_NAME=f"{args.job} {args.node}")
    declared = dict(variable_values(template.get("variables")))
    declared.update(variable_values(job.get("variables")))
    declared.update(pairs(args.var, "--var"))
    variables = dict(predefined)
    variables.update(declared)
    for _ in range(10):  # references to references, as GitLab expands them
        expanded = {name: expand(value, {**variables, name: ""}) if name in declared else value
                    for name, value in variables.items()}
        if expanded == variables:
            break
        variables = expanded
    cache = job.get("cache") or {}
    caches = cache if isinstance(cache, list) else [cache]
    keys = [expand(entry.get("key", "default"), variables) for entry in caches if entry]
    for key in keys:
        say(f"cache key: {key}")

    def lines(name):
        value = job.get(name) or []
        return value if isinstance(value, list) else [value]

    env = clean_environment()
    env.update(variables)
    if not args.node:
        env.pop("CI_NODE_INDEX", None)
        env.pop("CI_NODE_TOTAL", None)

    def shell(commands, label):
        script = "set -eo pipefail\n" + "\n".join(str(command) for command in commands) + "\n"
        say(f"running {args.job}: {label}")
        return subprocess.run(["bash", "--noprofile", "--norc", "-c", script], cwd=workdir, env=env).returncode

    status = shell(lines("before_script") + lines("script"), "before_script + script")
    say(f"job {args.job}{' ' + args.node if args.node else ''}: script exit {status}")
    after = None
    if job.get("after_script"):
        after = shell(lines("after_script"), "after_script")
        say(f"job {args.job}: after_script exit {after} (does not change the job's status)")
    write_results(args.results, {"job": args.job, "exit": status, "after_script_exit": after,
                                 "cache_keys": keys, "variables": {name: variables[name] for name in declared},
                                 "image": job.get("image")})
    return status


def write_results(path, record):
    if path:
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(record, handle, indent=2)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    kinds = parser.add_subparsers(dest="kind", required=True)
    action = kinds.add_parser("action")
    action.add_argument("file")
    action.add_argument("--workdir", required=True)
    action.add_argument("--action-path")
    action.add_argument("--input", action="append")
    action.add_argument("--until")
    action.add_argument("--step-summary")
    action.add_argument("--results")
    gitlab = kinds.add_parser("gitlab")
    gitlab.add_argument("file")
    gitlab.add_argument("--job", required=True)
    gitlab.add_argument("--workdir", required=True)
    gitlab.add_argument("--var", action="append")
    gitlab.add_argument("--node")
    gitlab.add_argument("--results")
    args = parser.parse_args()
    try:
        return run_action(args) if args.kind == "action" else run_gitlab(args)
    except Refused as refusal:
        print(f"{PREFIX} refused: {refusal}", file=sys.stderr)
        return 125


if __name__ == "__main__":
    sys.exit(main())
