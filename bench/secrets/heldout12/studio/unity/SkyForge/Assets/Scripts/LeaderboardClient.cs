using UnityEngine.Networking;
public class LeaderboardClient {
    const string Url = "https://api.skyforge.example/leaderboard";
    const string ServerKey = "sk_fpjSdB9bt5vdlIUcDGoIDOjAmkCJEaJ4D27TO42l";
    public UnityWebRequest Post(string body) { var r = UnityWebRequest.Post(Url, body); r.SetRequestHeader("X-Api-Key", ServerKey); return r; }
}
