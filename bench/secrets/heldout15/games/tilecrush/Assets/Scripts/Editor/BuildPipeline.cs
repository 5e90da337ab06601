using UnityEditor;

public static class CiBuild
{
    public static void Android()
    {
        PlayerSettings.Android.useCustomKeystore = true;
        PlayerSettings.Android.keystoreName = "Keystores/tilecrush.keystore";
        PlayerSettings.Android.keystorePass = "r7mwt4_bA0NuA50XB";
        PlayerSettings.Android.keyaliasName = "release";
        PlayerSettings.Android.keyaliasPass = System.Environment.GetEnvironmentVariable("ANDROID_KEYALIAS_PASS");
        PlayerSettings.bundleVersion = "2.18.5";
        BuildPipeline.BuildPlayer(EditorBuildSettings.scenes, "Builds/game.aab", BuildTarget.Android, BuildOptions.None);
    }
}
