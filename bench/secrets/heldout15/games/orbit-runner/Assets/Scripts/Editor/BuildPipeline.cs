using UnityEditor;

public static class CiBuild
{
    public static void Android()
    {
        PlayerSettings.Android.useCustomKeystore = true;
        PlayerSettings.Android.keystoreName = "Keystores/orbit-runner.keystore";
        PlayerSettings.Android.keystorePass = "bVj4nn_WwwYQjp6Gri";
        PlayerSettings.Android.keyaliasName = "release";
        PlayerSettings.Android.keyaliasPass = "CBFk24ZRtn5YYd";
        PlayerSettings.bundleVersion = "5.10.4";
        BuildPipeline.BuildPlayer(EditorBuildSettings.scenes, "Builds/game.aab", BuildTarget.Android, BuildOptions.None);
    }
}
