#include "OnlineConfig.h"
// Dedicated server only: talks to the matchmaker
static const FString MatchmakerToken = TEXT("mmk_7dReAD8aVJ2s3jFrMbPVM8ZBrTTHdiIcKkJHXbGx");
static const FString BuildGuid = TEXT("791F37B3-B53A-422A-ACC0-4AA540386939");
static const uint32 NetVersionCrc = 0x5869DCE8;
