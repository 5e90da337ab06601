package org.example.bench.web;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/open-redirect-redirectmapswitch")
public class RedirectMapSwitch extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String[]> params = request.getParameterMap();
        String[] vals = params.get("returnUrl");
        String param = vals == null ? "" : vals[0];
        String guess = "ABC";
        String bar;
        switch (guess.charAt(0)) {
            case 'A':
                bar = param;
                break;
            default:
                bar = "/";
                break;
        }
        response.sendRedirect(bar);
    }
}
