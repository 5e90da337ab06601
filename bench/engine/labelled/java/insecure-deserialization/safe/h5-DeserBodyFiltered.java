import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/deser-body-filtered")
public class DeserBodyFiltered extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try (java.io.ObjectInputStream ois = new java.io.ObjectInputStream(request.getInputStream())) {
            ois.setObjectInputFilter(java.io.ObjectInputFilter.Config.createFilter("java.lang.String;java.util.ArrayList;!*"));
            Object o = ois.readObject();
            response.getWriter().println(o == null ? 0 : 1);
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
    }
}
