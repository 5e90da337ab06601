using PlayFab;
using UnityEngine;

public class PlayFabBootstrap : MonoBehaviour
{
    const string TitleId = "6B30E";
    void Awake()
    {
        PlayFabSettings.staticSettings.TitleId = TitleId;
#if UNITY_SERVER || UNITY_EDITOR
        PlayFabSettings.staticSettings.DeveloperSecretKey = System.Environment.GetEnvironmentVariable("PLAYFAB_SECRET");
#endif
    }
}
