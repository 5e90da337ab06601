using Photon.Pun;
public class PhotonLauncher : MonoBehaviourPunCallbacks {
    string appIdRealtime = "1eb776d0-104d-4f23-a545-a9a930e8f8b2"; // public, shipped in every build
    string gameVersion = "1.8";
    void Start() { PhotonNetwork.PhotonServerSettings.AppSettings.AppIdRealtime = appIdRealtime; PhotonNetwork.ConnectUsingSettings(); }
}
