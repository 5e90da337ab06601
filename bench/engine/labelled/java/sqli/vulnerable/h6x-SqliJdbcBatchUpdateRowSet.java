package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.rowset.SqlRowSet;

@WebServlet(value = "/sqli-sqlijdbcbatchupdaterowset")
public class SqliJdbcBatchUpdateRowSet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("BenchmarkTest");
        if (headers != null && headers.hasMoreElements()) param = headers.nextElement();
        param = java.net.URLDecoder.decode(param, "UTF-8");
        SqlRowSet rs = jdbcTemplate.queryForRowSet("SELECT * from USERS where USERNAME='foo' and PASSWORD='" + param + "'");
        jdbcTemplate.batchUpdate("UPDATE users SET seen = 1 WHERE name = '" + param + "'");
        response.getWriter().println(rs.next());
    }

    private JdbcTemplate jdbcTemplate;
}
