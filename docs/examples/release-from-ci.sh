#!/usr/bin/env bash
# A team's CI job that ships mf-blog (README "From a team's CI, over HTTPS"), in plain shell:
# install, test, then build and send the release to the site, which gates it and makes it live.
# Needs SITE (the site's https:// address) and BLOG_DEPLOY_TOKEN (the team's deploy token, kept
# in the CI's secrets). The e2e suite runs this very file against the built site
# (e2e/tests/team-releases.spec.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/setup.sh
pnpm test:unit mf-blog/
RELEASE_TOKEN="$BLOG_DEPLOY_TOKEN" pnpm release mf-blog --to "$SITE"
