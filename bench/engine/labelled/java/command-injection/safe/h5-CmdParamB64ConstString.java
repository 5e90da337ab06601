import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/cmd-param-b64-const-string")
public class CmdParamB64ConstString extends HttpServlet {
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
        String bar = new String(java.util.Base64.getDecoder().decode(java.util.Base64.getEncoder().encode("fixed_token".getBytes())));
        Runtime r = Runtime.getRuntime();
        Process p = r.exec("ping -c 1 " + bar);
        response.getWriter().println(p.toString());
    }
}
