using PlayFab;
using UnityEngine;

public class PlayFabBootstrap : MonoBehaviour
{
    const string TitleId = "C0BA6";
    void Awake()
    {
        PlayFabSettings.staticSettings.TitleId = TitleId;
#if UNITY_SERVER || UNITY_EDITOR
        PlayFabSettings.staticSettings.DeveloperSecretKey = "5R796H6V7FC1NGDX4D4SQDZXBAO3N71DN8T8XOKNU8Y807F1GMSD";
#endif
    }
}
