import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/deser-json-typed")
public class DeserJsonTyped extends HttpServlet {
    private static final long serialVersionUID = 1L;

    public static class Order {
        public String item;
        public int quantity;
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        Order order = mapper.readValue(request.getInputStream(), Order.class);
        response.getWriter().println(order.quantity);
    }
}
