import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/xss-base64-round")
public class XssBase64Round extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getHeader("X-Title");
        if (param == null) param = "";
        param = java.net.URLDecoder.decode(param, "UTF-8");
        byte[] packed = java.util.Base64.getEncoder().encode(param.getBytes());
        String title = new String(java.util.Base64.getDecoder().decode(packed));
        char[] chars = ("<h1>" + title + "</h1>").toCharArray();
        response.getWriter().write(chars, 0, chars.length);
    }
}
