import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

@WebServlet("/h3/crypto-md5-helper")
public class CryptoMd5Helper extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final String ALG = "MD5";

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String pw = request.getParameter("password");
        if (pw == null) pw = "";
        try {
            byte[] digest = hash(pw.getBytes("UTF-8"));
            response.getWriter().println(java.util.Base64.getEncoder().encodeToString(digest));
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }

    private byte[] hash(byte[] input) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance(ALG);
        md.update(input);
        return md.digest();
    }
}
