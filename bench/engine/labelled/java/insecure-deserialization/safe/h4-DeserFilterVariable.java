import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/deser-filter-variable")
public class DeserFilterVariable extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            ObjectInputFilter filter = ObjectInputFilter.Config.createFilter("java.lang.String;java.lang.Number;!*");
            ObjectInputStream ois = new ObjectInputStream(request.getInputStream());
            ois.setObjectInputFilter(filter);
            Object msg = ois.readObject();
            response.getWriter().println(msg.hashCode());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
