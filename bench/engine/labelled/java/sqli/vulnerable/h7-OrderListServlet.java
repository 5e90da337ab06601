package com.acme.orders;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class OrderListServlet extends HttpServlet {

    private DataSource ds;

    class OrderDao {
        List<Long> list(String customer, String sortColumn) throws SQLException {
            StringBuilder sql = new StringBuilder("SELECT id FROM orders WHERE customer_id = ?");
            sql.append(" ORDER BY ").append(sortColumn);
            List<Long> ids = new ArrayList<>();
            try (Connection c = ds.getConnection();
                 java.sql.PreparedStatement ps = c.prepareStatement(sql.toString())) {
                ps.setString(1, customer);
                ResultSet rs = ps.executeQuery();
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
            return ids;
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String sort = req.getParameter("sort");
        String customer = (String) req.getSession().getAttribute("customerId");
        try {
            List<Long> ids = new OrderDao().list(customer, sort == null ? "created_at" : sort);
            resp.getWriter().print(ids.size());
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
