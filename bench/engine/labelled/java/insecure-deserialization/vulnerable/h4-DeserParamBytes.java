import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/deser-param-bytes")
public class DeserParamBytes extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String data = request.getParameter("state");
            if (data == null) data = "";
            byte[] bytes = data.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
            ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(bytes));
            Object state = ois.readUnshared();
            ois.close();
            response.getWriter().println(state != null);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
