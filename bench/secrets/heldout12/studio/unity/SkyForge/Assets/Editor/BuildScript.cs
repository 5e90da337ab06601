using UnityEditor;
public static class BuildScript {
    public static void Android() {
        PlayerSettings.Android.useCustomKeystore = true;
        PlayerSettings.Android.keystoreName = "keys/skyforge.keystore";
        PlayerSettings.Android.keystorePass = "VO4kJ!1Bbx195*";
        PlayerSettings.Android.keyaliasName = "skyforge";
        PlayerSettings.Android.keyaliasPass = System.Environment.GetEnvironmentVariable("KEY_ALIAS_PASS");
        BuildPipeline.BuildPlayer(EditorBuildSettings.scenes, "Builds/skyforge.aab", BuildTarget.Android, BuildOptions.None);
    }
}
