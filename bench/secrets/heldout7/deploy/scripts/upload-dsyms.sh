#!/bin/sh
# Uploads dSYMs of the last archive to Sentry and Crashlytics.
set -e
export SENTRY_AUTH_TOKEN=sntrys_vs1kO8FYvUra7XLUTCRyXYl25Ffzi01f7qDfg8Y81nTz1Pfhyu_uYvnKW4YHc_VwQHlPb1w-1dwD6cFPIu_dInvD25MUtVq1Hbk4LWsOkzl9x8
sentry-cli debug-files upload --org tidewater --project rider-ios "$ARCHIVE_PATH/dSYMs"
"${PODS_ROOT}/FirebaseCrashlytics/upload-symbols" -gsp ios/Rider/GoogleService-Info.plist -p ios "$ARCHIVE_PATH/dSYMs"
