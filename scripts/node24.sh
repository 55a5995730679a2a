# Source this file (`source scripts/node24.sh`) to run on Node 24, the container's Node, when the
# machine's own node is older: it installs the Node binary the npm registry ships as a package
# (node-<os>-<arch>@24, with its headers) into .cache/node24 once and puts it first on PATH. npm
# itself stays the machine's; it runs on whichever node comes first on PATH.
node24_setup() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$major" -ge 24 ] && return 0
  local os arch
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "node24.sh: no Node package for $(uname -s)" >&2; return 1 ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "node24.sh: no Node package for $(uname -m)" >&2; return 1 ;; esac
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)/.cache/node24"
  local home="$root/node_modules/node-$os-$arch"
  if [ ! -x "$home/bin/node" ]; then
    npm install --prefix "$root" --no-save --no-package-lock --no-audit --no-fund "node-$os-$arch@24" >&2 || return 1
  fi
  export PATH="$home/bin:$PATH"
  # Native addons (node-gyp) must build against this Node's headers, not the machine's.
  export npm_config_nodedir="$home"
}
node24_setup
