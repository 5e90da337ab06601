// WARNING: Do not modify! Generated file.
namespace UnityEngine.Purchasing.Security
{
    public class GooglePlayTangle
    {
        private static byte[] data = System.Convert.FromBase64String("pAXRITyUK79oe7RzwrR+72UfAa0tMyyz52M/jd+oqkKDvXEkP9aDXeW+8DKElHoP/KN7iTBpsgdJ520zvT35IJNH+dPU9eCHIos2fYO7bc4NRZ3c5NJSYim+ey6kP52u3FSMAt/9AOrkIADSlV9nnrUcj4tTZH+bQGAXKhFmy82L5moZSRcjGK5HrsTY2YEb/cJreTh/s8f9sgLWx3Jp3w0qgoqpYVUkln35U2O8lGWDltGCl+yydn7UENdAjGJ59r7vqGPaQaPZpGagWtM3IFMYyzXQvhVx12GHsx67GR1NhJIf9qY/IDonEwXK3CItFLxLEi+8AR4tw5mHLrC/2i4erre9doLmsZo1GeNnkkAWj6J5hlG44El1eG31fkg6T1zexhFFJHQ1ISGB");
        private static int[] order = new int[] { 1,6,5,12,7,7,12,12,0,11,3,11,6,13,0 };
        private static int key = 170;
        public static readonly bool IsPopulated = true;
        public static byte[] Data() { return Obfuscator.DeObfuscate(data, order, key); }
    }
}
