using PlayFab;
using UnityEngine;

public class PlayFabBootstrap : MonoBehaviour
{
    const string TitleId = "B0E6F";
    void Awake()
    {
        PlayFabSettings.staticSettings.TitleId = TitleId;
#if UNITY_SERVER || UNITY_EDITOR
        PlayFabSettings.staticSettings.DeveloperSecretKey = "W1NAHMQ2LWYI77CS388MP98KETVGV6ZA4IITM3HN06OM12W73DSO";
#endif
    }
}
