import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.spec.GCMParameterSpec;

@WebServlet("/h3/crypto-aes-gcm")
public class CryptoAesGcm extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String note = request.getParameter("note");
        if (note == null) note = "";
        try {
            KeyGenerator kg = KeyGenerator.getInstance("AES");
            kg.init(256);
            byte[] iv = new byte[12];
            new java.security.SecureRandom().nextBytes(iv);
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, kg.generateKey(), new GCMParameterSpec(128, iv));
            response.getWriter().println(c.doFinal(note.getBytes("UTF-8")).length);
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
