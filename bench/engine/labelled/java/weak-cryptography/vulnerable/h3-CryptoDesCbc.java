import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;

@WebServlet("/h3/crypto-des-cbc")
public class CryptoDesCbc extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String note = request.getParameter("note");
        if (note == null) note = "";
        try {
            SecretKey key = KeyGenerator.getInstance("DES").generateKey();
            Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = c.doFinal(note.getBytes("UTF-8"));
            response.getWriter().println(sealed.length);
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
