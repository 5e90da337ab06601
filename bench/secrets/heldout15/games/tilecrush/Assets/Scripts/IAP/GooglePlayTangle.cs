// WARNING: Do not modify! Generated file.
namespace UnityEngine.Purchasing.Security
{
    public class GooglePlayTangle
    {
        private static byte[] data = System.Convert.FromBase64String("Vw68yzRpccFpf74+lnBO5KH/i+emkxQb8ClHIf6rnL5MzXx8fBYPlz//0Q0vec4mD4sRWMEAGgwJcfm9N9wSaBGxCEfvZoePI46B2D1GtEgYUUQSz2q6urKuglbk+0+enR2ophofjJnJcxZVvMFgaTmQKhhbpBr31artPjNrqHgvUyMXmGn/w1fietZE29t5gsmIRGGTZk0vw2JKFUNwBcwB/Y7XMxsfL7E54c37giBKD5sO77WotTGrMS1O87nqGSupgOwC9AWRLGw3b4DuPHgdvN4TpqWFyG0ilC4LHsdZIrB3dnRjTqkl8uh5pSv/2tj1pom1HCl+Z10RXmWS2WjfnQ1E+pPElOznWvl8n9VL7TE8GWg7a6QvqsRyYNzQfpItu4oqROR6GnlC");
        private static int[] order = new int[] { 6,13,5,6,8,8,1,3,4,5,7,0,11,2,1 };
        private static int key = 148;
        public static readonly bool IsPopulated = true;
        public static byte[] Data() { return Obfuscator.DeObfuscate(data, order, key); }
    }
}
