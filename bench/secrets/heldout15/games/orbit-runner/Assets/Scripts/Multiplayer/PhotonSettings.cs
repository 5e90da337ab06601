using Photon.Pun;

public static class PhotonSetup
{
    public const string AppIdRealtime = "ef20cab0-89ef-42b9-bc3d-5a6e7da8b4bb";
    public const string AppVersion = "3.15.1";
}
