import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/xss-wrong-encoder")
public class XssWrongEncoder extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String comment = request.getParameter("comment");
        if (comment == null) comment = "";
        String stored = org.owasp.esapi.ESAPI.encoder().encodeForSQL(
                new org.owasp.esapi.codecs.MySQLCodec(org.owasp.esapi.codecs.MySQLCodec.Mode.STANDARD), comment);
        response.getWriter().print("<li>" + stored + "</li>");
    }
}
