using GameAnalyticsSDK;
public class AnalyticsInit : MonoBehaviour {
    private const string GameKey = "72606cceb4f7661bd4a3a7cc6a280572";
    private const string SecretKey = "8214f9f4b7c06682cf162e5bc04382877e2d4022";
    void Awake() { GameAnalytics.SettingsGA.AddGameKeys(RuntimePlatform.Android, GameKey, SecretKey); GameAnalytics.Initialize(); }
}
