package org.example.bench.web;

import java.io.IOException;
import java.net.URLDecoder;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

@WebServlet(value = "/sqli-sqliheadersmapcallable")
public class SqliHeadersMapCallable extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Enumeration<String> headers = request.getHeaders("X-Tenant");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = URLDecoder.decode(param, "UTF-8");
        Map<String, Object> map = new HashMap<String, Object>();
        map.put("keyA", "a-Value");
        map.put("keyB", param);
        map.put("keyC", "another-Value");
        String bar = (String) map.get("keyB");
        String sql = "{call refresh_tenant('" + bar + "')}";
        try (Connection connection = dataSource.getConnection()) {
            CallableStatement statement = connection.prepareCall(sql);
            statement.execute();
            response.getWriter().println("refreshed");
        } catch (SQLException e) {
            response.getWriter().println("Error processing request.");
        }
    }

    @javax.annotation.Resource(name = "jdbc/bench")
    private DataSource dataSource;
}
