# Sourced by the action's step scripts: workflow commands with every value escaped, and
# the checks the action's inputs pass before any of them is used.
#
# GitHub reads a line "::error title=T::MESSAGE" as a command: a value holding a line
# feed would start a line of its own, and so another command. In the message % CR LF
# are written %25 %0D %0A; in a property (title=) also : and , as %3A and %2C.

# workflow_data TEXT: TEXT escaped for a command's message.
workflow_data() {
  local text="$1"
  text="${text//'%'/%25}"; text="${text//$'\r'/%0D}"; text="${text//$'\n'/%0A}"
  printf '%s' "$text"
}
# workflow_property TEXT: TEXT escaped for a command's property (title=...).
workflow_property() {
  local text
  text="$(workflow_data "$1")"
  text="${text//:/%3A}"; text="${text//,/%2C}"
  printf '%s' "$text"
}
# workflow_command KIND TITLE MESSAGE: "::KIND title=TITLE::MESSAGE", both escaped.
workflow_command() { printf '::%s title=%s::%s\n' "$1" "$(workflow_property "$2")" "$(workflow_data "$3")"; }

# input_shown VALUE: VALUE as messages quote it: its first 200 characters, escaped later.
input_shown() {
  local value="$1"
  if [ "${#value}" -gt 200 ]; then printf "'%s' (first 200 of %s characters)" "${value:0:200}" "${#value}"
  else printf "'%s'" "$value"; fi
}
# input_path NAME VALUE: a path input is one line, printable, without a backtick (it is
# quoted as code in summary.md); else NAME and why are printed and the exit code is 2.
input_path() {
  local name="$1" value="$2"
  if [[ "$value" == *[[:cntrl:]]* ]]; then echo "the $name input must be one line of printable characters, not $(input_shown "$value")"; return 2; fi
  if [[ "$value" == *'`'* ]]; then echo "the $name input must not hold a backtick: $(input_shown "$value")"; return 2; fi
  if [ -z "$value" ]; then echo "the $name input must not be empty"; return 2; fi
  return 0
}
# input_choice NAME VALUE CHOICE...: VALUE is one of the CHOICEs, else why, exit code 2.
input_choice() {
  local name="$1" value="$2" choice; shift 2
  for choice in "$@"; do [ "$value" = "$choice" ] && return 0; done
  local choices="$*"
  echo "the $name input must be ${choices// / or }, not $(input_shown "$value")"
  return 2
}
# input_number NAME VALUE: a number such as 0.5 or 2, else why, exit code 2.
input_number() {
  [[ "$2" =~ ^[0-9]{1,6}(\.[0-9]{1,6})?$ ]] && return 0
  echo "the $1 input must be a number such as 0.5, not $(input_shown "$2")"
  return 2
}
