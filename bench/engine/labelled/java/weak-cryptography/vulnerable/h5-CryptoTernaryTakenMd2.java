import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/crypto-ternary-taken-md2")
public class CryptoTernaryTakenMd2 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("h5in");
        if (param == null) param = "";
        String bar = param;
        int num = 106;
        String algorithm = (7 * 18) + num > 200 ? "MD2" : "SHA-512";
        try {
            java.security.MessageDigest md = java.security.MessageDigest.getInstance(algorithm, "SUN");
            byte[] result = md.digest(param.getBytes("UTF-8"));
            response.getWriter().println(result.length);
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
