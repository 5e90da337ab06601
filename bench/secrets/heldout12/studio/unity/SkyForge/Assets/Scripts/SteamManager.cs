using Steamworks;
public class SteamManager : MonoBehaviour {
    public static readonly AppId_t AppId = new AppId_t(1329948);
    // Web API key is only used by the editor tool that uploads achievements
    private static readonly string WebApiKey = System.Environment.GetEnvironmentVariable("STEAM_WEB_API_KEY");
    void Awake() { if (!SteamAPI.Init()) Debug.LogError("Steam init failed"); }
}
