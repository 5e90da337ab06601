using UnityEditor;

public static class CiBuild
{
    public static void Android()
    {
        PlayerSettings.Android.useCustomKeystore = true;
        PlayerSettings.Android.keystoreName = "Keystores/skyharbor.keystore";
        PlayerSettings.Android.keystorePass = System.Environment.GetEnvironmentVariable("ANDROID_KEYSTORE_PASS");
        PlayerSettings.Android.keyaliasName = "release";
        PlayerSettings.Android.keyaliasPass = "mntThka7zNxgEqYZKzLEN";
        PlayerSettings.bundleVersion = "4.1.5";
        BuildPipeline.BuildPlayer(EditorBuildSettings.scenes, "Builds/game.aab", BuildTarget.Android, BuildOptions.None);
    }
}
