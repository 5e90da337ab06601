public static class AdsConfig
{
    public const string UnityGameIdAndroid = "2388650";
    public const string UnityGameIdIOS = "4937583";
    public const string IronSourceAppKey = "3e47dfa45";
    public const string AdMobBannerAndroid = "ca-app-pub-3940256099942544/6300978111";
    public const string AdMobRewarded = "ca-app-pub-3940256099942544/5224354917"; // Google test unit until launch
    public const bool TestMode = true;
}
