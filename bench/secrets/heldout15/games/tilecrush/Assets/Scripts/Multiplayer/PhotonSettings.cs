using Photon.Pun;

public static class PhotonSetup
{
    public const string AppIdRealtime = "f525f688-fbeb-4bb9-b1ee-e6b6d40504c1";
    public const string AppVersion = "5.6.6";
}
