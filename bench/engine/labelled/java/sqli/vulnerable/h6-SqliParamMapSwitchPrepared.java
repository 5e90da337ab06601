package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

@WebServlet(value = "/sqli-sqliparammapswitchprepared")
public class SqliParamMapSwitchPrepared extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Map<String, String[]> map = request.getParameterMap();
        if (map != null) {
            String[] values = map.get("orderBy");
            if (values != null) param = values[0];
        }
        String guess = "ABC";
        char switchTarget = guess.charAt(1);
        String bar;
        switch (switchTarget) {
            case 'A':
                bar = "created";
                break;
            case 'B':
                bar = param;
                break;
            case 'C':
            case 'D':
                bar = "name";
                break;
            default:
                bar = "id";
                break;
        }
        String sql = "SELECT id, name FROM orders ORDER BY " + bar;
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(sql)) {
            ResultSet rs = ps.executeQuery();
            while (rs.next()) response.getWriter().println(rs.getInt(1));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }

    @javax.annotation.Resource(name = "jdbc/bench")
    private DataSource dataSource;
}
