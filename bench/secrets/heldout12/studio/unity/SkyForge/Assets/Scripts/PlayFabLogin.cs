using PlayFab;
using PlayFab.ClientModels;
public class PlayFabLogin : MonoBehaviour {
    const string TitleId = "3F824";
#if UNITY_SERVER
    const string DeveloperSecretKey = "HYJ1B6UMEJKQUJTQNJ0JX9VR45G53IK53R0GEOOVQ1168OVN5WGK";
#endif
    void Start() {
        PlayFabSettings.staticSettings.TitleId = TitleId;
        PlayFabClientAPI.LoginWithCustomID(new LoginWithCustomIDRequest { CustomId = SystemInfo.deviceUniqueIdentifier, CreateAccount = true }, OnOk, OnErr);
    }
}
