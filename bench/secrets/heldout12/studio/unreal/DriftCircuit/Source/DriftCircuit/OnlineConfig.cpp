#include "OnlineConfig.h"
// Dedicated server only: talks to the matchmaker
static const FString MatchmakerToken = TEXT("mmk_lgjbweZyB5sUpe8MiVxx33neXwrH4oYM5ScU5wdC");
static const FString BuildGuid = TEXT("222EBB53-2CA3-4C9C-83C6-93A645A6205A");
static const uint32 NetVersionCrc = 0xC2F7754B;
