package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trust-boundary-trustesapilikebutconstkey")
public class TrustEsapiLikeButConstKey extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("BenchmarkTest");
        if (param == null) param = "";
        java.util.HashMap<String, Object> map = new java.util.HashMap<String, Object>();
        map.put("keyA-5", "a-Value");
        map.put("keyB-5", param);
        String bar = (String) map.get("keyA-5");
        request.getSession().putValue(bar, "10340");
    }
}
