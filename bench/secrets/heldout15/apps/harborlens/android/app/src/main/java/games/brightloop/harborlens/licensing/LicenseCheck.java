package games.brightloop.harborlens.licensing;

public class LicenseCheck {
    private static final String BASE64_PUBLIC_KEY = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEABXOinHusC7i5mnewk6Gj9sg55bSOJ440KO4O4MGs7RGVX754B+/ICTOfcazXw4qUB7oRqGrhzxmc5mPPDiWJgWj4Ck5wE56CK6LVpplEITLWvA8n6Dm7SaBMwpobCrWV4MQNyUCSHwXm6aCGkiZqhGAE+TOY+DjbUI/bhrK8UpNMfyJpEEP9j0tvlan9xVqxKzCE2qnaJyvm7sovdQ/Sn6IdtBljXqk62WSQk03FKmmvcmFthI3GCb61oZf5Xvgq5UYeda+mzc4PsFXaOdO8QJoQ0ttc4tvJZ4plH6Mi/t7qnqkWRGyhdMGFaMdV88O7IDAQAB";
    private static final byte[] SALT = new byte[] { 32, -35, 40, 83, 30, 122, -45, 102, -65, -116, -11, -6, 58, 44, 57, -120, 13, -36, -127, 57 };
}
