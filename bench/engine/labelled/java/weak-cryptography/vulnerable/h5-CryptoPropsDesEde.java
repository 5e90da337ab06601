import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/crypto-props-des-ede")
public class CryptoPropsDesEde extends HttpServlet {
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
        java.util.Properties benchmarkprops = new java.util.Properties();
        benchmarkprops.load(getClass().getClassLoader().getResourceAsStream("h5.properties"));
        String algorithm = benchmarkprops.getProperty("cryptoAlg1", "DESede/ECB/PKCS5Padding");
        try {
            javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(algorithm);
            javax.crypto.SecretKey key = javax.crypto.KeyGenerator.getInstance("DESede").generateKey();
            c.init(javax.crypto.Cipher.ENCRYPT_MODE, key);
            byte[] result = c.doFinal(param.getBytes("UTF-8"));
            response.getWriter().println(java.util.Base64.getEncoder().encodeToString(result));
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
