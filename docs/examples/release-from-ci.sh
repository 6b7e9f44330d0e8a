#!/usr/bin/env bash
# A team's CI job that ships mf-blog (README "From a team's CI, over HTTPS"), in plain shell:
# install, test, then build and send the release to the site, which gates it and makes it live.
# With PREVIEW_FIRST=1 it is sent as a preview first, checked through its link, then promoted.
# Needs SITE (the site's https:// address) and BLOG_DEPLOY_TOKEN (the team's deploy token, kept
# in the CI's secrets). The e2e suite runs this very file against the built site
# (e2e/tests/team-releases.spec.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/setup.sh
pnpm test:unit mf-blog/
if [ "${PREVIEW_FIRST:-}" = 1 ]; then
  # A candidate first (issue 44): the team's e2e tests run against the whole site with this
  # build in it, through the preview link (its cookie), before anyone else sees it; then it
  # is promoted (or, where RELEASE_APPROVAL names the app, an owner approves it).
  out=$(RELEASE_TOKEN="$BLOG_DEPLOY_TOKEN" pnpm release mf-blog --preview --to "$SITE")
  echo "$out"
  id=$(sed -n 's/^mf-blog \([0-9a-f]\{12\}\) passed the gate.*/\1/p' <<<"$out")
  preview=$(sed -n 's/^  preview: //p' <<<"$out")
  # The team's browser tests open "$preview" first (it sets the preview cookie in that browser)
  # and then test "$SITE" as usual. The smallest such check, with curl's cookie jar:
  jar=$(mktemp)
  curl -fsS -c "$jar" -o /dev/null "$preview"
  curl -fsS -b "$jar" "$SITE/blogs" | grep -q 'data-release-preview'
  rm -f "$jar"
  RELEASE_TOKEN="$BLOG_DEPLOY_TOKEN" pnpm release promote mf-blog "$id" --to "$SITE"
else
  RELEASE_TOKEN="$BLOG_DEPLOY_TOKEN" pnpm release mf-blog --to "$SITE"
fi
