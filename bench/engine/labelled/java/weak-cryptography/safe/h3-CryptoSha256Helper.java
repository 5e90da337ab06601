import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

@WebServlet("/h3/crypto-sha256-helper")
public class CryptoSha256Helper extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final String ALG = "SHA-256";

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String doc = request.getParameter("doc");
        if (doc == null) doc = "";
        try {
            MessageDigest md = MessageDigest.getInstance(ALG);
            md.update(doc.getBytes("UTF-8"));
            response.getWriter().println(java.util.Base64.getEncoder().encodeToString(md.digest()));
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
